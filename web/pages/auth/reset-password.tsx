import { useState } from "react";
import { Alert, Button, Form } from "antd";
import { useTranslation } from "react-i18next";
import { AuthTitle, AuthText } from "../../layouts/auth-text";
import { Link, useSearchParams } from "react-router";
import { authProvider, type ResetPasswordParams } from "../../providers/auth-provider";
import { fieldMessages, showFieldErrors } from "../../components/field-errors";
import { NewPasswordFields } from "./register";
import { useAuthAction } from "./use-auth-action";

type NewPassword = Pick<ResetPasswordParams, "password" | "password_confirmation">;

// Opened from the recovery mail: /auth/reset-password?token=…&email=…. On success the auth
// provider sends the user to the login page with a success toast.
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";
  const [form] = Form.useForm<NewPassword>();
  const { mutate: updatePassword, isPending } = useAuthAction<ResetPasswordParams>(authProvider.updatePassword);
  // A dead link cannot be fixed on this page: say so and offer a new one.
  const [linkError, setLinkError] = useState<string | null>(null);

  const onFinish = (values: NewPassword) =>
    updatePassword(
      { token, email, ...values },
      {
        onSuccess: (result) => {
          if (result.success) return;
          const [linkProblem] = fieldMessages(result.error, "token");
          if (linkProblem) setLinkError(linkProblem);
          showFieldErrors(form, result.error);
        },
      },
    );

  const requestNew = <Link to="/auth/forgot-password">{t("account:reset.requestNew")}</Link>;

  return (
    <>
      <AuthTitle>{t("account:reset.title")}</AuthTitle>
      {!token || !email ? (
        <Alert type="error" showIcon message={t("account:reset.missingToken")} description={requestNew} />
      ) : linkError ? (
        <Alert type="error" showIcon message={linkError} description={requestNew} />
      ) : (
        <>
          <AuthText secondary style={{ overflowWrap: "anywhere" }}>
            {t("account:reset.subtitle", { email })}
          </AuthText>
          <Form form={form} layout="vertical" requiredMark={false} noValidate onFinish={onFinish} disabled={isPending}>
            <NewPasswordFields
              t={t}
              labels={{ password: t("account:reset.password"), confirmation: t("account:reset.passwordConfirmation") }}
            />
            <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
              {t("account:reset.submit")}
            </Button>
          </Form>
        </>
      )}
      <AuthText style={{ marginTop: 16, marginBottom: 0, textAlign: "center" }}>
        <Link to="/auth/login">{t("account:forgot.backToLogin")}</Link>
      </AuthText>
    </>
  );
}
