// Company settings, for admins: which of the regulation's two modes the invoicing system runs
// in. The API applies the rules of changing it (a year's hold, a certificate for VERI*FACTU)
// and answers why it refuses; the card shows that under the choice.
import { useEffect, useState } from "react";
import { Button, Card, Form, Radio, Space, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { showFieldErrors } from "../../components/field-errors";
import { httpClient } from "../../providers/http-client";
import { toast } from "../../providers/toast";

export type VerifactuMode = "verifactu" | "no_verifactu";
type Company = Record<string, unknown> & {
  version?: number;
  verifactu_mode?: VerifactuMode;
  verifactu_since?: string | null;
};

interface Props<C extends Company> {
  company: C;
  onSaved: (row: C) => void;
  saving: (on: boolean) => void;
}

export function VerifactuCard<C extends Company>({ company, onSaved, saving: tellSaving }: Props<C>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ verifactu_mode: VerifactuMode }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    form.setFieldsValue({ verifactu_mode: company.verifactu_mode ?? "no_verifactu" });
  }, [company.verifactu_mode, form]);

  const save = async (values: { verifactu_mode: VerifactuMode }) => {
    setSaving(true);
    tellSaving(true);
    try {
      const { data } = await httpClient.patch<C>("company", {
        verifactu_mode: values.verifactu_mode,
        version: company.version,
      });
      onSaved(data);
      toast({ type: "success", message: t("company:verifactu.saved") });
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      tellSaving(false);
      setSaving(false);
    }
  };

  const option = (mode: VerifactuMode, hint: string) => (
    <Radio value={mode} data-testid={`verifactu-mode-${mode}`}>
      <Space direction="vertical" size={0}>
        <Typography.Text strong>{t(`company:verifactu.${mode}`)}</Typography.Text>
        <Typography.Text type="secondary">{hint}</Typography.Text>
      </Space>
    </Radio>
  );

  return (
    <Card title={t("company:verifactu.title")} data-testid="verifactu-card">
      <Form form={form} layout="vertical" onFinish={save} disabled={saving} data-testid="verifactu-form">
        <Typography.Paragraph type="secondary">{t("company:verifactu.explain")}</Typography.Paragraph>
        <Form.Item name="verifactu_mode" label={t("company:verifactu.mode")}>
          <Radio.Group>
            <Space direction="vertical" size={12}>
              {option("no_verifactu", t("company:verifactu.noVerifactuHint"))}
              {option("verifactu", t("company:verifactu.verifactuHint"))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {company.verifactu_mode === "verifactu" && company.verifactu_since && (
          <Typography.Paragraph data-testid="verifactu-since">
            {t("company:verifactu.since", { date: dayjs(company.verifactu_since).format("L") })}
          </Typography.Paragraph>
        )}
        <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="verifactu-save">
            {t("company:verifactu.save")}
          </Button>
          <Link to="/about" data-testid="verifactu-declaration-link">
            {t("company:verifactu.declarationLink")}
          </Link>
        </Space>
      </Form>
    </Card>
  );
}
