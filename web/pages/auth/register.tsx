import { useEffect, useState } from "react";
import { Alert, Button, Checkbox, Form, Input } from "antd";
import { LockOutlined, MailOutlined, UserOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { AuthTitle, AuthText } from "../../layouts/auth-text";
import { Link } from "react-router";
import type { TFunction } from "i18next";
import { httpClient } from "../../providers/http-client";
import { showFieldErrors } from "../../components/field-errors";
import { authProvider, type RegisterParams } from "../../providers/auth-provider";
import { PASSWORD_MIN } from "./login";
import { useAuthAction } from "./use-auth-action";

// docs/product.md#validation, the same rules as the API's 422: full name ≥ 6, valid email, password ≥ 6 and its
// confirmation, terms accepted. Whether a password is too common only the API knows (its list
// is too large to ship to the browser); its answer lands on the password field.
export const NAME_MIN = 6;

/** A new password and its confirmation (registration and the reset link). */
export function NewPasswordFields({ t, labels }: { t: TFunction; labels: { password: string; confirmation: string } }) {
  return (
    <>
      <Form.Item
        name="password"
        label={labels.password}
        rules={[
          { required: true, message: t("validation:required") },
          { min: PASSWORD_MIN, message: t("validation:minLength", { min: PASSWORD_MIN }) },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={labels.confirmation}
        dependencies={["password"]}
        rules={[
          { required: true, message: t("validation:required") },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue("password")
                ? Promise.resolve()
                : Promise.reject(new Error(t("validation:passwordsDoNotMatch"))),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterParams>();
  const { mutate: register, isPending } = useAuthAction<RegisterParams>(authProvider.register);
  const [closed, setClosed] = useState(false);
  // The answer is the same whether the address has an account: a mail says what comes next.
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    // Only to say so up front: the API refuses with 403 anyway.
    httpClient
      .get<{ open: boolean }>("auth/registration", { silent: true })
      .then(({ data }) => setClosed(data.open === false))
      .catch(() => undefined);
  }, []);

  const onFinish = (values: RegisterParams) =>
    register(
      { ...values, name: values.name.trim(), email: values.email.trim(), terms: values.terms === true },
      {
        onSuccess: (result) => {
          const message = typeof result.message === "string" ? result.message : t("account:register.sentTitle");
          if (result.success) setSent(message);
          else showFieldErrors(form, result.error);
        },
      },
    );

  if (sent) {
    return (
      <>
        <AuthTitle>{t("account:register.title")}</AuthTitle>
        <Alert
          type="success"
          showIcon
          message={t("account:register.sentTitle")}
          description={sent}
          style={{ marginBottom: 16 }}
          data-testid="register-sent"
        />
        <AuthText style={{ marginTop: 16, marginBottom: 0, textAlign: "center" }}>
          <Link to="/auth/login">{t("account:register.signIn")}</Link>
        </AuthText>
      </>
    );
  }

  return (
    <>
      <AuthTitle>{t("account:register.title")}</AuthTitle>
      <AuthText secondary>{t("account:register.subtitle")}</AuthText>
      {closed && <Alert type="warning" showIcon message={t("account:register.closed")} style={{ marginBottom: 16 }} />}
      {/* noValidate: the browser's own bubble would stop the submit before antd shows every rule. */}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={onFinish}
        disabled={isPending || closed}
      >
        <Form.Item
          name="name"
          label={t("account:register.name")}
          rules={[
            { required: true, whitespace: true, message: t("validation:required") },
            {
              validator: (_, value?: string) =>
                !value?.trim() || value.trim().length >= NAME_MIN
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("validation:minLength", { min: NAME_MIN }))),
            },
          ]}
        >
          <Input prefix={<UserOutlined />} autoComplete="name" size="large" autoFocus maxLength={120} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t("account:register.email")}
          rules={[
            { required: true, message: t("validation:required") },
            { type: "email", message: t("validation:email") },
          ]}
        >
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" size="large" maxLength={254} />
        </Form.Item>
        <NewPasswordFields
          t={t}
          labels={{
            password: t("account:register.password"),
            confirmation: t("account:register.passwordConfirmation"),
          }}
        />
        <Form.Item
          name="terms"
          valuePropName="checked"
          rules={[
            {
              validator: (_, value) =>
                value === true ? Promise.resolve() : Promise.reject(new Error(t("validation:termsRequired"))),
            },
          ]}
        >
          <Checkbox>{t("account:register.terms")}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
          {t("account:register.submit")}
        </Button>
      </Form>
      <AuthText style={{ marginTop: 16, marginBottom: 0, textAlign: "center" }}>
        {t("account:register.haveAccount")} <Link to="/auth/login">{t("account:register.signIn")}</Link>
      </AuthText>
    </>
  );
}
