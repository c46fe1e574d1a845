import { useState } from "react";
import { Button, Card, Checkbox, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { httpClient } from "../../providers/http-client";
import { showFieldErrors } from "../../components/field-errors";
import { toast } from "../../providers/toast";

interface Values {
  current_password: string;
  password: string;
  password_confirmation: string;
  sign_out_other_sessions: boolean;
}

/**
 * docs/product.md#validation: the current password and a new one (≥ 6), confirmed; other sessions may be
 * signed out.
 */
export function PasswordCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const { data } = await httpClient.put<{ message: string }>("me/password", values);
      form.resetFields();
      toast({ type: "success", message: data.message });
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const required = { required: true, message: t("validation:required") };
  return (
    <Card title={t("profile:password.title")}>
      <Form
        form={form}
        name="password"
        layout="vertical"
        onFinish={save}
        disabled={saving}
        initialValues={{ sign_out_other_sessions: true }}
        data-testid="password-form"
      >
        <Form.Item name="current_password" label={t("profile:password.current")} rules={[required]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t("profile:password.new")}
          rules={[required, { min: 6, message: t("validation:minLength", { min: 6 }) }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t("profile:password.confirm")}
          dependencies={["password"]}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue("password")
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("validation:passwordsDoNotMatch"))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="sign_out_other_sessions" valuePropName="checked">
          <Checkbox>{t("profile:password.signOutOthers")}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t("profile:password.submit")}
        </Button>
      </Form>
    </Card>
  );
}
