// Company settings, for admins: the business hours the support SLA clock counts in (working
// weekdays and a daily window in the company's time zone). Holidays have their own list.
import { useEffect, useMemo, useState } from "react";
import { Button, Card, Checkbox, Col, Form, Input, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { showFieldErrors } from "../../components/field-errors";
import { httpClient } from "../../providers/http-client";
import { toast } from "../../providers/toast";
import { fromTimeInput, toTimeInput, weekdayOptions, windowOpens, type BusinessHours } from "./business-hours";
import { REQUIRED_ON_INPUT_ONLY } from "../../components/select-aria";

type Company = Record<string, unknown> & { version?: number };

interface Props<C extends Company> {
  company: C;
  /** The saved row: the page takes its new version, so its own form stays current. */
  onSaved: (row: C) => void;
  /** True while saving: the page's "changed elsewhere" check must not count this save. */
  saving: (on: boolean) => void;
}

export function BusinessHoursCard<C extends Company>({ company, onSaved, saving: tellSaving }: Props<C>) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<BusinessHours>();
  const [saving, setSaving] = useState(false);
  const days = useMemo(() => weekdayOptions(i18n.language), [i18n.language]);

  useEffect(() => {
    form.setFieldsValue({
      business_days: company.business_days as number[],
      business_start: String(company.business_start ?? ""),
      business_end: toTimeInput(String(company.business_end ?? "")),
    });
  }, [company.business_days, company.business_start, company.business_end, form]);

  const save = async (values: BusinessHours) => {
    setSaving(true);
    tellSaving(true);
    try {
      const body = { ...values, business_end: fromTimeInput(values.business_end), version: company.version };
      const { data } = await httpClient.put<C>("company", body);
      onSaved(data);
      toast({ type: "success", message: t("company:businessHours.saved") });
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      tellSaving(false);
      setSaving(false);
    }
  };

  const required = { required: true, message: t("validation:required") };
  const order = {
    validator: () =>
      windowOpens(form.getFieldValue("business_start"), form.getFieldValue("business_end"))
        ? Promise.resolve()
        : Promise.reject(new Error(t("company:businessEndBeforeStart"))),
  };

  return (
    <Card title={t("company:businessHours.title")} data-testid="business-hours-card">
      <Form form={form} layout="vertical" onFinish={save} disabled={saving} data-testid="business-hours-form">
        <Typography.Paragraph type="secondary">{t("company:businessHours.explain")}</Typography.Paragraph>
        <Form.Item
          name="business_days"
          label={t("company:businessHours.days")}
          rules={[{ required: true, type: "array", min: 1, message: t("company:noBusinessDays") }]}
        >
          <Checkbox.Group {...REQUIRED_ON_INPUT_ONLY} options={days} data-testid="business-days" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={12}>
            <Form.Item name="business_start" label={t("company:businessHours.start")} rules={[required]}>
              <Input type="time" data-testid="business-start" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="business_end"
              label={t("company:businessHours.end")}
              extra={t("company:businessHours.endHint")}
              dependencies={["business_start"]}
              rules={[required, order]}
            >
              <Input type="time" data-testid="business-end" />
            </Form.Item>
          </Col>
        </Row>
        <Row justify="space-between" align="middle">
          <Button type="primary" htmlType="submit" loading={saving} data-testid="business-hours-save">
            {t("buttons.save")}
          </Button>
          <Link to="/support/holidays">{t("company:businessHours.holidays")}</Link>
        </Row>
      </Form>
    </Card>
  );
}
