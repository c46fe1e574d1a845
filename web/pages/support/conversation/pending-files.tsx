// The files chosen for the next message, before it is sent: each removable; and, after a send,
// the ones the API refused with its reason.
import { Alert, Button, Space, Tag, Typography } from "antd";
import { CloseOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { AttachmentIcon } from "../../../components/attachments/attachment-icon";
import { humanSize } from "../../../components/attachments/attachment-rules";
import type { FailedTicketFile } from "./upload-files";

interface PendingFilesProps {
  files: File[];
  onRemove(index: number): void;
  disabled?: boolean;
}

export function PendingFiles({ files, onRemove, disabled }: PendingFilesProps) {
  const { t, i18n } = useTranslation("ticket-conversation");
  if (files.length === 0) return null;
  return (
    <ul
      style={{ listStyle: "none", padding: 0, margin: 0, display: "flex", flexWrap: "wrap", gap: 6 }}
      data-testid="pending-files"
    >
      {files.map((file, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one file may be chosen twice: the index tells them apart
        <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} data-testid="pending-file">
          <Tag
            style={{
              display: "inline-flex",
              alignItems: "center",
              gap: 6,
              padding: "2px 4px 2px 8px",
              marginInlineEnd: 0,
              maxWidth: "100%",
            }}
          >
            <span style={{ display: "inline-flex", transform: "scale(0.7)" }}>
              <AttachmentIcon mime={file.type} />
            </span>
            <Typography.Text ellipsis style={{ maxWidth: 200 }}>
              {file.name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {humanSize(file.size, i18n.language)}
            </Typography.Text>
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              disabled={disabled}
              onClick={() => onRemove(index)}
              aria-label={t("reply.remove", { name: file.name })}
              title={t("reply.remove", { name: file.name })}
            />
          </Tag>
        </li>
      ))}
    </ul>
  );
}

export function RefusedFiles({ failed, onClose }: { failed: FailedTicketFile[]; onClose(): void }) {
  const { t } = useTranslation("ticket-conversation");
  if (failed.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      closable
      onClose={onClose}
      message={t("reply.notAttached")}
      description={
        <Space direction="vertical" size={0}>
          {failed.map(({ file, reason }, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one file may be refused twice: read-only text
            <span key={`${file.name}-${i}`} data-testid="refused-file">
              <Typography.Text strong>{file.name}</Typography.Text>
              {reason ? `: ${reason}` : ""}
            </span>
          ))}
        </Space>
      }
      data-testid="refused-files"
    />
  );
}
