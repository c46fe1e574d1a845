// The tax data a conversion may give the new client (all optional: a sale is not held up for a
// postal code), and what a complete invoice would still need of it, said as the user types.
import { Col, Form, Input, Row, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { missingRecipientFields } from "../../../../resources/billing/recipient-check";
import { TAX_ID_TYPES } from "../../../../resources/crm/tax-id-types";
import { COUNTRY_CODES, countryName } from "../../../../resources/kit/countries";

export const CONVERT_TAX_FIELDS = [
  "tax_id_type",
  "tax_id",
  "address",
  "postal_code",
  "city",
  "province",
  "country",
] as const;
export type ConvertTaxValues = Partial<Record<(typeof CONVERT_TAX_FIELDS)[number], string | null>>;

/** The fields filled in, trimmed, for the conversion's body. */
export function taxBody(values: ConvertTaxValues): ConvertTaxValues {
  return Object.fromEntries(CONVERT_TAX_FIELDS.map((f) => [f, values[f]?.trim()]).filter(([, v]) => v));
}

export function ConvertTaxFields({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const values = (Form.useWatch([], form) ?? {}) as ConvertTaxValues;
  const label = (field: string) => t(`resources:lead-clients.fields.${field}`);
  // A province is taken from a Spanish postal code by the API: not asked for here.
  const missing = missingRecipientFields({ ...values, name }).filter((f) => f !== "province" || !values.postal_code);
  const half = { xs: 24, sm: 12 };
  return (
    <div data-testid="convert-tax">
      <Typography.Text strong>{t("lead-detail:convert.tax")}</Typography.Text>
      <Row gutter={12} style={{ marginTop: 8 }}>
        <Col {...half}>
          <Form.Item name="tax_id_type" label={label("tax_id_type")}>
            <Select
              options={TAX_ID_TYPES.map((v) => ({
                value: v,
                label: t(`resources:lead-clients.options.tax_id_type.${v}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="tax_id" label={label("tax_id")} rules={[{ max: 20 }]}>
            <Input maxLength={20} style={{ textTransform: "uppercase" }} data-testid="convert-tax-id" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="address" label={label("address")} rules={[{ max: 400 }]}>
            <Input maxLength={400} data-testid="convert-address" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="postal_code" label={label("postal_code")} rules={[{ max: 10 }]}>
            <Input maxLength={10} data-testid="convert-postal-code" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="city" label={label("city")} rules={[{ max: 100 }]}>
            <Input maxLength={100} data-testid="convert-city" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="country" label={label("country")}>
            <Select
              showSearch
              optionFilterProp="label"
              options={COUNTRY_CODES.map((c) => ({ value: c, label: countryName(c, i18n.language) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {missing.length > 0 && (
        <Typography.Text
          type="secondary"
          style={{ display: "block", marginBottom: 12 }}
          data-testid="convert-tax-missing"
        >
          {t("lead-detail:convert.taxMissing", { fields: missing.map(label).join(", ") })}
        </Typography.Text>
      )}
    </div>
  );
}
