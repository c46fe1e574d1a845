import { useState, type ReactNode } from "react";
import { Button, Progress, Space, Typography, Upload } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { httpClient } from "../../providers/http-client";
import { toast } from "../../providers/toast";

// docs/product.md#validation: images up to 10 MB; the API checks the content, this only spares a useless upload.
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ["image/png", "image/jpeg"];

interface ImageUploadProps<T> {
  /** API path the file is posted to (multipart, field `file`). */
  url: string;
  label: string;
  preview: ReactNode;
  onUploaded: (answer: T) => void;
  disabled?: boolean;
  testId?: string;
  /** Centred under the preview (a profile card, the default) or from the start (a form's field). */
  align?: "center" | "start";
  /** Told when an upload starts and ends (an edit form holds its "changed elsewhere" check meanwhile). */
  onBusy?: (busy: boolean) => void;
}

export function ImageUpload<T>({
  url,
  label,
  preview,
  onUploaded,
  disabled,
  testId,
  align = "center",
  onBusy,
}: ImageUploadProps<T>) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);

  const send = async (file: File) => {
    const form = new FormData();
    form.append("file", file);
    setPercent(0);
    onBusy?.(true);
    try {
      const { data } = await httpClient.post<T>(url, form, {
        onUploadProgress: (e) => setPercent(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
      });
      onUploaded(data);
      toast({ type: "success", message: t("uploads:uploaded") });
    } catch {
      // The HTTP client has already shown the API's message (wrong type, too large).
    } finally {
      setPercent(null);
      onBusy?.(false);
    }
  };

  return (
    <Space direction="vertical" align={align} style={{ width: "100%" }}>
      {preview}
      <Upload
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        showUploadList={false}
        disabled={disabled || percent !== null}
        beforeUpload={(file) => {
          if (!IMAGE_TYPES.includes(file.type)) toast({ type: "error", message: t("uploads:imageType") });
          else if (file.size > MAX_IMAGE_BYTES) toast({ type: "error", message: t("uploads:tooLarge") });
          else void send(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={percent !== null} disabled={disabled} data-testid={testId}>
          {percent !== null ? t("uploads:uploading") : label}
        </Button>
      </Upload>
      {percent !== null && (
        <Progress percent={percent} size="small" style={{ width: 160 }} aria-label={t("uploads:uploading")} />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("profile:avatar.hint")}
      </Typography.Text>
    </Space>
  );
}
