import { Col, Divider, Form, Input, InputNumber, Row, Select, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { REQUIRED_ON_INPUT_ONLY } from "../../components/select-aria";

// Time zones and currencies the browser knows (the API checks against the same Intl lists).
const TIME_ZONES = [...Intl.supportedValuesOf("timeZone"), "UTC"].map((z) => ({ value: z, label: z }));
const CURRENCIES = Intl.supportedValuesOf("currency").map((c) => ({ value: c, label: c }));

/** The company form's fields, in sections; `admin` adds the settings only admins see. */
export function CompanyFields({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`company:fields.${field}`);
  const max = (n: number) => ({ max: n, message: t("validation:maxLength", { max: n }) });
  const half = { xs: 24, md: 12 };
  return (
    <>
      <Divider orientation="left" plain>
        {t("company:sections.identity")}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="name"
            label={label("name")}
            rules={[{ required: true, whitespace: true, message: t("validation:required") }, max(160)]}
          >
            <Input data-testid="company-name" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="legal_name" label={label("legal_name")} rules={[max(200)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="tax_id" label={label("tax_id")} rules={[max(20)]}>
            <Input placeholder="B12345674" style={{ textTransform: "uppercase" }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="address" label={label("address")} rules={[max(400)]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Divider orientation="left" plain>
        {t("company:sections.contact")}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="email" label={label("email")} rules={[{ type: "email", message: t("validation:email") }]}>
            <Input type="email" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phone" label={label("phone")}>
            <Input type="tel" placeholder="+34 900 000 000" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="website" label={label("website")} rules={[max(300)]}>
            <Input placeholder="www.example.com" />
          </Form.Item>
        </Col>
      </Row>
      <Divider orientation="left" plain>
        {t("company:sections.regional")}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="currency"
            label={label("currency")}
            rules={[{ required: true, message: t("validation:required") }]}
          >
            <Select {...REQUIRED_ON_INPUT_ONLY} showSearch options={CURRENCIES} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="default_language" label={label("default_language")}>
            <Select
              {...REQUIRED_ON_INPUT_ONLY}
              options={[
                { value: "es", label: t("language.es") },
                { value: "en", label: t("language.en") },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="timezone"
            label={label("timezone")}
            rules={[{ required: true, message: t("validation:required") }]}
          >
            <Select {...REQUIRED_ON_INPUT_ONLY} showSearch options={TIME_ZONES} />
          </Form.Item>
        </Col>
      </Row>
      {admin && (
        <>
          <Divider orientation="left" plain>
            {t("company:sections.billing")}
          </Divider>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="invoice_series"
                label={label("invoice_series")}
                rules={[{ required: true, whitespace: true, message: t("validation:required") }, max(10)]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="default_tax_rate"
                label={label("default_tax_rate")}
                rules={[{ type: "number", min: 0, max: 100, message: t("validation:between", { min: 0, max: 100 }) }]}
              >
                <InputNumber min={0} max={100} step={0.5} addonAfter="%" style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="iban" label={label("iban")} extra={t("company:ibanHint")} rules={[max(42)]}>
                <Input
                  placeholder="ES91 2100 0418 4502 0005 1332"
                  style={{ textTransform: "uppercase" }}
                  data-testid="company-iban"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="open_registration"
                label={label("open_registration")}
                valuePropName="checked"
                extra={t("company:openRegistrationHint")}
              >
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
      <Form.Item name="version" hidden>
        <Input type="hidden" />
      </Form.Item>
    </>
  );
}
