import { useState } from "react";
import { useLogin } from "@refinedev/core";
import { Button, Form, Input, Typography } from "antd";
import { LockOutlined, MailOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AppHttpError } from "../../providers/http-client";
import type { TwoFactorPending } from "../../providers/auth-provider";
import { TwoFactorStep } from "./two-factor-step";

interface Credentials {
  email: string;
  password: string;
}

// SPEC §5: email required and valid; password required, at least 6 characters.
export const PASSWORD_MIN = 6;

export function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Credentials>();
  const { mutate: login, isPending } = useLogin<Credentials>();
  // Set when the password was right and the account asks for a second factor.
  const [challenge, setChallenge] = useState<string | null>(null);

  const onFinish = (values: Credentials) =>
    login(values, {
      onSuccess: (result) => {
        const pending = result.twoFactor as TwoFactorPending | undefined;
        if (pending) return setChallenge(pending.challengeToken);
        // Bad credentials answer 422 with errors.email: put them under the field as well.
        const errors = (result.error as AppHttpError | undefined)?.errors;
        if (!result.success && errors) {
          form.setFields(
            Object.entries(errors).map(([name, messages]) => ({
              name: name as keyof Credentials,
              errors: ([] as unknown[]).concat(messages).map(String),
            })),
          );
        }
      },
    });

  if (challenge) return <TwoFactorStep challengeToken={challenge} onCancel={() => setChallenge(null)} />;

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("auth:login.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("auth:login.subtitle")}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={isPending}>
        <Form.Item
          name="email"
          label={t("auth:login.email")}
          rules={[
            { required: true, message: t("validation:required") },
            { type: "email", message: t("validation:email") },
          ]}
        >
          <Input prefix={<MailOutlined />} type="email" autoComplete="username" size="large" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t("auth:login.password")}
          rules={[
            { required: true, message: t("validation:required") },
            { min: PASSWORD_MIN, message: t("validation:minLength", { min: PASSWORD_MIN }) },
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
        </Form.Item>
        <div style={{ textAlign: "right", margin: "-12px 0 16px" }}>
          <Link to="/auth/forgot-password">{t("account:links.forgotPassword")}</Link>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
          {t("auth:login.submit")}
        </Button>
      </Form>
      <Typography.Paragraph style={{ margin: "16px 0 0", textAlign: "center" }}>
        <Link to="/auth/register">{t("account:links.createAccount")}</Link>
      </Typography.Paragraph>
    </>
  );
}
