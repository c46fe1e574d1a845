// The files of one message: type icon, name and size; a click downloads it through the signed-in
// session (a plain link would carry no bearer token).
import { Button, Space, Typography } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { AttachmentIcon } from "../../../components/attachments/attachment-icon";
import { humanSize } from "../../../components/attachments/attachment-rules";
import { downloadAttachment } from "../../../components/attachments/download-attachment";
import type { TicketFile } from "./thread-api";

export function MessageFiles({ files }: { files: TicketFile[] }) {
  const { t, i18n } = useTranslation("ticket-conversation");
  if (files.length === 0) return null;
  // A failure is toasted by the HTTP client.
  const download = (file: TicketFile) =>
    void downloadAttachment("ticket-files", file.id, String(file.original_name ?? "file")).catch(() => undefined);
  return (
    <ul
      aria-label={t("thread.files")}
      style={{ listStyle: "none", padding: 0, margin: "8px 0 0", display: "flex", flexWrap: "wrap", gap: 6 }}
      data-testid="message-files"
    >
      {files.map((file) => (
        <li key={file.id} data-testid="message-file">
          <Button
            size="small"
            onClick={() => download(file)}
            aria-label={t("thread.download", { name: file.original_name })}
            title={t("thread.download", { name: file.original_name })}
            style={{ height: "auto", padding: "2px 8px", maxWidth: "100%" }}
          >
            <Space size={6} style={{ minWidth: 0 }}>
              <span style={{ display: "inline-flex", transform: "scale(0.75)" }}>
                <AttachmentIcon mime={file.mime_type} />
              </span>
              <Typography.Text ellipsis style={{ maxWidth: 220 }} data-testid="message-file-name">
                {String(file.original_name ?? "")}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: "nowrap" }}>
                {humanSize(file.size, i18n.language)}
              </Typography.Text>
              <DownloadOutlined aria-hidden />
            </Space>
          </Button>
        </li>
      ))}
    </ul>
  );
}
