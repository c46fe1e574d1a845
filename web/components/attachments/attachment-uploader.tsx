// Uploading attachments: a drop zone / picker, the early type and size check, and one progress
// bar per file sent in this visit (kept at 100 % once done, or red with the API's reason).
import { useState } from "react";
import { Progress, Space, Typography, Upload, type UploadProps } from "antd";
import { InboxOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { httpClient } from "../../providers/http-client";
import { toast } from "../../providers/toast";
import { ATTACHMENT_ACCEPT, attachmentProblem } from "./attachment-rules";

type UploadRequest = Parameters<NonNullable<UploadProps["customRequest"]>>[0];

interface UploadState {
  uid: string;
  name: string;
  percent: number;
  status: "active" | "success" | "exception";
  error?: string;
}

/** The field messages of a 422 (why the file was refused), else the answer's message. */
function reasonOf(error: unknown): string {
  const { errors, message } = error as { errors?: Record<string, string[]>; message?: string };
  const fields = Object.values(errors ?? {}).flat();
  return fields.length ? fields.join(" ") : String(message ?? "");
}

interface AttachmentUploaderProps {
  resource: string;
  parentField: string;
  parentId: number;
  onUploaded(): void;
}

export function AttachmentUploader({ resource, parentField, parentId, onUploaded }: AttachmentUploaderProps) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const patch = (uid: string, change: Partial<UploadState>) =>
    setUploads((all) => all.map((u) => (u.uid === uid ? { ...u, ...change } : u)));

  const send = async ({ file }: UploadRequest) => {
    const blob = file as File & { uid: string };
    setUploads((all) =>
      [{ uid: blob.uid, name: blob.name, percent: 0, status: "active" as const }, ...all].slice(0, 5),
    );
    // The owner's id goes first: the API reads the fields before the file streams in.
    const form = new FormData();
    form.append(parentField, String(parentId));
    form.append("file", blob, blob.name);
    try {
      await httpClient.post(resource, form, {
        onUploadProgress: (e) =>
          patch(blob.uid, { percent: e.total ? Math.min(99, Math.round((e.loaded / e.total) * 100)) : 0 }),
      });
      patch(blob.uid, { percent: 100, status: "success" });
      toast({ type: "success", message: t("tasks:files.uploaded", { name: blob.name }) });
      onUploaded();
    } catch (error) {
      // The HTTP client has toasted the API's reason (wrong type 422, too large 413); it stays
      // under the bar too.
      patch(blob.uid, { status: "exception", error: reasonOf(error) });
    }
  };

  return (
    <div style={{ marginBottom: 16 }} data-testid="attachment-upload">
      <Upload.Dragger
        accept={ATTACHMENT_ACCEPT}
        multiple
        showUploadList={false}
        customRequest={(options) => void send(options)}
        beforeUpload={(file) => {
          const problem = attachmentProblem(file);
          if (!problem) return true;
          toast({
            type: "error",
            message: t(problem === "type" ? "tasks:files.wrongType" : "tasks:files.tooLarge", { name: file.name }),
          });
          return Upload.LIST_IGNORE;
        }}
        style={{ padding: "4px 8px" }}
      >
        <p className="ant-upload-drag-icon" style={{ marginBottom: 4 }}>
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t("tasks:files.drop")}</p>
        <p className="ant-upload-hint">{t("tasks:files.hint")}</p>
      </Upload.Dragger>
      {uploads.length > 0 && (
        <Space direction="vertical" style={{ width: "100%", marginTop: 8 }} size={2}>
          {uploads.map((u) => (
            <div key={u.uid} data-testid="upload-progress" data-status={u.status}>
              <Typography.Text ellipsis style={{ maxWidth: "100%" }}>
                {u.name}
              </Typography.Text>
              <Progress percent={u.percent} status={u.status} size="small" aria-label={t("uploads:uploading")} />
              {u.error && (
                <Typography.Text type="danger" style={{ fontSize: 12 }}>
                  {u.error}
                </Typography.Text>
              )}
            </div>
          ))}
        </Space>
      )}
    </div>
  );
}
