import { Col, Form, Input, InputNumber, Row, Select, Switch, type FormInstance } from "antd";
import { useSelect } from "@refinedev/antd";
import { useTranslation } from "react-i18next";
import { roleOptions } from "./user-roles";
import { REVENUE_PERCENTAGE, revenuePercentageRules } from "./revenue-percentage";
import { MoneyInput } from "../../resource-pages/money-input";

// The fields of a user as an admin edits them (docs/product.md#entities). Rules mirror the API's; the API's 422
// messages land on the same fields.
export function UserFormFields({
  form,
  action,
  actorRoles,
}: {
  form: FormInstance;
  action: "create" | "edit";
  actorRoles: string[];
}) {
  const { t } = useTranslation();
  const roles: string[] = Form.useWatch("roles", form) ?? [];
  const { selectProps: clientProps } = useSelect({
    resource: "lead-clients",
    optionLabel: "name",
    optionValue: "id",
    pagination: { pageSize: 50 },
    onSearch: (value) => [{ field: "q", operator: "eq", value }],
  });
  const label = (field: string) => t(`users:fields.${field}`);
  const required = { required: true, whitespace: true, message: t("validation:required") };

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="name"
            label={label("name")}
            rules={[required, { max: 120, message: t("validation:maxLength", { max: 120 }) }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="lastname"
            label={label("lastname")}
            rules={[{ max: 120, message: t("validation:maxLength", { max: 120 }) }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="email"
        label={label("email")}
        rules={[required, { type: "email", message: t("validation:email") }]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={label("password")}
        extra={action === "edit" ? t("users:passwordKeep") : undefined}
        rules={[
          ...(action === "create" ? [{ required: true, message: t("validation:required") }] : []),
          { min: 6, message: t("validation:minLength", { min: 6 }) },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="roles"
        label={label("roles")}
        rules={[{ required: true, type: "array", min: 1, message: t("validation:roleRequired") }]}
      >
        <Select mode="multiple" options={roleOptions(t, actorRoles)} data-testid="user-roles" />
      </Form.Item>
      {roles.includes("client") && (
        <Form.Item
          name="client_id"
          label={label("client_id")}
          rules={[{ required: true, message: t("users:clientRequired") }]}
        >
          <Select {...clientProps} allowClear showSearch data-testid="user-client" />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={label("phone")}>
            <Input type="tel" placeholder="+34 600 000 000" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="dni" label={label("dni")}>
            <Input placeholder="12345678Z" style={{ textTransform: "uppercase" }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="revenue_percentage" label={label("revenue_percentage")} rules={revenuePercentageRules(t)}>
            <InputNumber
              min={REVENUE_PERCENTAGE.min}
              max={REVENUE_PERCENTAGE.max}
              step={REVENUE_PERCENTAGE.step}
              addonAfter="%"
              style={{ width: "100%" }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="language" label={label("language")}>
            <Select
              options={[
                { value: "es", label: t("language.es") },
                { value: "en", label: t("language.en") },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="hourly_rate" label={label("hourly_rate")} extra={t("users:fields.hourly_rate_hint")}>
        <MoneyInput min={0} max={100_000_000} />
      </Form.Item>
      <Form.Item name="active" label={label("active")} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="version" hidden>
        <Input type="hidden" />
      </Form.Item>
    </>
  );
}
