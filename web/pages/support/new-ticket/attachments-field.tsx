// The files a new ticket takes with it: dropped or picked, checked early (PNG, JPG, PDF or DOCX,
// at most 10 MB; the API checks the bytes again), listed to remove, sent after the ticket exists.
import { Button, List, Typography, Upload } from "antd";
import { DeleteOutlined, InboxOutlined, PaperClipOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { ATTACHMENT_ACCEPT, attachmentProblem, humanSize } from "../../../components/attachments/attachment-rules";
import { toast } from "../../../providers/toast";

interface AttachmentsFieldProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

export function AttachmentsField({ files, onChange, disabled }: AttachmentsFieldProps) {
  const { t, i18n } = useTranslation();
  return (
    <div data-testid="new-ticket-files">
      <Upload.Dragger
        accept={ATTACHMENT_ACCEPT}
        multiple
        disabled={disabled}
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = attachmentProblem(file);
          if (problem)
            toast({
              type: "error",
              message: t(problem === "type" ? "support:newTicket.wrongType" : "support:newTicket.tooLarge", {
                name: file.name,
              }),
            });
          // Kept here, sent once the ticket exists (its opening message owns the files).
          else onChange([...files, file]);
          return Upload.LIST_IGNORE;
        }}
        style={{ padding: "2px 8px" }}
      >
        <p className="ant-upload-drag-icon" style={{ marginBottom: 4 }}>
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t("support:newTicket.drop")}</p>
        <p className="ant-upload-hint">{t("support:newTicket.hint")}</p>
      </Upload.Dragger>
      {files.length > 0 && (
        <List
          size="small"
          dataSource={files}
          renderItem={(file, index) => (
            <List.Item
              data-testid="new-ticket-file"
              actions={[
                <Button
                  key="remove"
                  size="small"
                  type="text"
                  icon={<DeleteOutlined />}
                  disabled={disabled}
                  aria-label={t("support:newTicket.removeFile", { name: file.name })}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                />,
              ]}
            >
              <Typography.Text ellipsis style={{ maxWidth: "70%" }}>
                <PaperClipOutlined /> {file.name}
              </Typography.Text>
              <Typography.Text type="secondary">{humanSize(file.size, i18n.language)}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
