// Company settings, for admins: the electronic certificate the records are sent and signed with.
// The file and its password go to the API together; what comes back is who holds it and when it
// expires, with a warning in its last 30 days (the API's status says which).
import { useState } from "react";
import { Alert, Button, Card, Descriptions, Form, Input, Space, Typography, Upload, type UploadFile } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { showFieldErrors } from "../../components/field-errors";
import { httpClient } from "../../providers/http-client";
import { toast } from "../../providers/toast";

export interface CertificateSummary {
  subject: string;
  nif: string | null;
  not_after: string;
  uploaded_at: string | null;
  status: "valid" | "certificate_expiring" | "expired";
}

interface Props {
  certificate: CertificateSummary | null;
  /** After an upload: the page reads the company again (the certificate and its new version). */
  onUploaded: () => void;
  saving: (on: boolean) => void;
}

interface Values {
  file: UploadFile[];
  password: string;
}

export function CertificateCard({ certificate, onUploaded, saving: tellSaving }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const upload = async (values: Values) => {
    const file = values.file?.[0]?.originFileObj;
    if (!file) return;
    const body = new FormData();
    // The password first: the API reads the file last.
    body.append("password", values.password ?? "");
    body.append("file", file);
    setSaving(true);
    tellSaving(true);
    try {
      await httpClient.post("company/certificate", body);
      form.resetFields();
      toast({ type: "success", message: t("company:verifactu.uploaded") });
      onUploaded();
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      tellSaving(false);
      setSaving(false);
    }
  };

  const date = (value: string) => dayjs(value).format("L");
  return (
    <Card title={t("company:verifactu.certificate")} data-testid="certificate-card">
      <Space direction="vertical" size={12} style={{ width: "100%" }}>
        {certificate?.status === "certificate_expiring" && (
          <Alert
            type="warning"
            showIcon
            message={t("company:verifactu.expiring", { date: date(certificate.not_after) })}
            data-testid="certificate-expiring"
          />
        )}
        {certificate?.status === "expired" && (
          <Alert
            type="error"
            showIcon
            message={t("company:verifactu.expired", { date: date(certificate.not_after) })}
            data-testid="certificate-expired"
          />
        )}
        {certificate ? (
          <Descriptions column={1} size="small" bordered data-testid="certificate-details">
            <Descriptions.Item label={t("company:verifactu.holder")}>
              <span data-testid="certificate-holder">{certificate.subject}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t("company:verifactu.nif")}>
              <span data-testid="certificate-nif">{certificate.nif ?? "—"}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t("company:verifactu.expires")}>
              <span data-testid="certificate-expires">{date(certificate.not_after)}</span>
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Text type="secondary">{t("company:verifactu.none")}</Typography.Text>
        )}
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t("company:verifactu.certificateExplain")}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={upload} disabled={saving} data-testid="certificate-form">
          <Form.Item
            name="file"
            label={t("company:verifactu.file")}
            valuePropName="fileList"
            getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
            rules={[{ required: true, message: t("validation:requiredFile") }]}
          >
            <Upload
              accept=".p12,.pfx,application/x-pkcs12"
              maxCount={1}
              beforeUpload={() => false}
              data-testid="certificate-file"
            >
              <Button icon={<UploadOutlined />}>{t("company:verifactu.chooseFile")}</Button>
            </Upload>
          </Form.Item>
          <Form.Item name="password" label={t("company:verifactu.password")}>
            <Input.Password autoComplete="off" data-testid="certificate-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="certificate-upload">
            {t("company:verifactu.upload")}
          </Button>
        </Form>
      </Space>
    </Card>
  );
}
