// The remittance settings (admins): the creditor a SEPA file collects for, how many days ahead a
// debit is collected, and whether the monthly fees run by themselves on a day of the month.
import { useEffect, useState } from "react";
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Spin, Switch } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { showFieldErrors } from "../../components/field-errors";
import { toast } from "../../providers/toast";
import { loadSettings, saveSettings, TUITION_KEY, type TuitionSettings } from "./tuition-api";
import { useTuitionRefresh } from "./use-tuition-refresh";

type Values = Omit<TuitionSettings, "version" | "missing">;

const TEXT_FIELDS = [
  { name: "creditor_name", max: 70, span: 24 },
  { name: "creditor_iban", max: 60, span: 24 },
  { name: "creditor_id", max: 60, span: 12 },
  { name: "creditor_bic", max: 20, span: 12 },
] as const;

export function SettingsCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const refresh = useTuitionRefresh();
  const { data: settings } = useQuery({ queryKey: [...TUITION_KEY, "settings"], queryFn: loadSettings });
  const [saving, setSaving] = useState(false);
  const autoRun = Form.useWatch("auto_run", form);

  useEffect(() => {
    if (settings) form.setFieldsValue(settings);
  }, [settings, form]);

  const save = async (values: Values) => {
    if (!settings) return;
    setSaving(true);
    try {
      const body = { ...values, creditor_bic: values.creditor_bic ?? "", version: settings.version };
      form.setFieldsValue(await saveSettings(body));
      toast({ type: "success", message: t("tuition:settings.saved") });
      await refresh();
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t("tuition:settings.title")} style={{ height: "100%" }} data-testid="tuition-settings">
      {!settings ? (
        <Spin />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={save}
          disabled={saving}
          requiredMark={false}
          data-testid="tuition-settings-form"
        >
          {settings.missing.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message={t("tuition:remittance.missingSettings")}
              data-testid="tuition-settings-missing"
            />
          )}
          <Row gutter={16}>
            {TEXT_FIELDS.map((field) => (
              <Col key={field.name} xs={24} sm={field.span}>
                <Form.Item name={field.name} label={t(`tuition:settings.${field.name}`)} style={{ marginBottom: 12 }}>
                  <Input maxLength={field.max} autoComplete="off" data-testid={`settings-${field.name}`} />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} sm={12}>
              <Form.Item
                name="collection_days"
                label={t("tuition:settings.collection_days")}
                rules={[
                  {
                    required: true,
                    type: "integer",
                    min: 2,
                    max: 60,
                    message: t("validation:between", { min: 2, max: 60 }),
                  },
                ]}
                style={{ marginBottom: 12 }}
              >
                <InputNumber
                  min={2}
                  max={60}
                  precision={0}
                  style={{ width: "100%" }}
                  data-testid="settings-collection_days"
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="run_day"
                label={t("tuition:settings.run_day")}
                rules={[
                  {
                    required: true,
                    type: "integer",
                    min: 1,
                    max: 28,
                    message: t("validation:between", { min: 1, max: 28 }),
                  },
                ]}
                style={{ marginBottom: 12 }}
              >
                <InputNumber
                  min={1}
                  max={28}
                  precision={0}
                  disabled={!autoRun}
                  style={{ width: "100%" }}
                  data-testid="settings-run_day"
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name="auto_run"
                valuePropName="checked"
                label={t("tuition:settings.auto_run")}
                extra={t("tuition:settings.autoHelp")}
                style={{ marginBottom: 16 }}
              >
                <Switch data-testid="settings-auto_run" />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="tuition-settings-save">
            {t("buttons.save")}
          </Button>
        </Form>
      )}
    </Card>
  );
}
