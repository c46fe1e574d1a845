import { useState } from "react";
import { Alert, Button, Form, Input } from "antd";
import { ArrowLeftOutlined, MailOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { AuthTitle, AuthText } from "../../layouts/auth-text";
import { Link } from "react-router";
import { authProvider } from "../../providers/auth-provider";
import { showFieldErrors } from "../../components/field-errors";
import { useAuthAction } from "./use-auth-action";

interface ForgotForm {
  email: string;
}

// The answer never says whether the address has an account: the page shows it as it comes.
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ForgotForm>();
  const { mutate: forgotPassword, isPending } = useAuthAction<ForgotForm>(authProvider.forgotPassword);
  const [sent, setSent] = useState<string | null>(null);

  const onFinish = ({ email }: ForgotForm) =>
    forgotPassword(
      { email: email.trim() },
      {
        onSuccess: (result) => {
          if (result.success) setSent(typeof result.message === "string" ? result.message : t("account:forgot.sent"));
          else showFieldErrors(form, result.error);
        },
      },
    );

  return (
    <>
      <AuthTitle>{t("account:forgot.title")}</AuthTitle>
      {sent ? (
        <Alert
          type="success"
          showIcon
          message={t("account:forgot.sentTitle")}
          description={sent}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <>
          <AuthText secondary>{t("account:forgot.subtitle")}</AuthText>
          <Form form={form} layout="vertical" requiredMark={false} noValidate onFinish={onFinish} disabled={isPending}>
            <Form.Item
              name="email"
              label={t("account:forgot.email")}
              rules={[
                { required: true, message: t("validation:required") },
                { type: "email", message: t("validation:email") },
              ]}
            >
              <Input
                prefix={<MailOutlined />}
                type="email"
                autoComplete="email"
                size="large"
                autoFocus
                maxLength={254}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
              {t("account:forgot.submit")}
            </Button>
          </Form>
        </>
      )}
      <AuthText style={{ marginTop: 16, marginBottom: 0, textAlign: "center" }}>
        <Link to="/auth/login">
          <ArrowLeftOutlined /> {t("account:forgot.backToLogin")}
        </Link>
      </AuthText>
    </>
  );
}
