// The wizard's first step: the file (CSV or XLSX), read by the API into columns and a sample.
import { useState } from "react";
import { Progress, Upload } from "antd";
import { InboxOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { toast } from "../../../providers/toast";
import { leadImportApi, type UploadedImport } from "./lead-import-api";

// The API's limit (docs/crm-api.md); checked here only to spare a useless upload.
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
const EXTENSIONS = /\.(csv|xlsx)$/i;

export function UploadStep({ onUploaded }: { onUploaded(answer: UploadedImport, fileName: string): void }) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);

  const send = async (file: File) => {
    setPercent(0);
    try {
      onUploaded(await leadImportApi.upload(file, setPercent), file.name);
    } catch {
      // The HTTP client has already shown the API's message (unreadable file, too many rows).
    } finally {
      setPercent(null);
    }
  };

  return (
    <div data-testid="import-upload">
      <Upload.Dragger
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        showUploadList={false}
        disabled={percent !== null}
        beforeUpload={(file) => {
          if (!EXTENSIONS.test(file.name)) toast({ type: "error", message: t("crm-import:upload.type") });
          else if (file.size > MAX_IMPORT_BYTES) toast({ type: "error", message: t("crm-import:upload.tooLarge") });
          else void send(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">
          {percent !== null ? t("crm-import:upload.uploading") : t("crm-import:upload.drop")}
        </p>
        <p className="ant-upload-hint">{t("crm-import:upload.hint")}</p>
      </Upload.Dragger>
      {percent !== null && <Progress percent={percent} size="small" aria-label={t("uploads:uploading")} />}
    </div>
  );
}
