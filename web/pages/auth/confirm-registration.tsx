import { useEffect, useRef, useState } from "react";
import { Alert, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AuthTitle, AuthText } from "../../layouts/auth-text";
import { authProvider } from "../../providers/auth-provider";
import { fieldMessages } from "../../components/field-errors";
import { useAuthAction } from "./use-auth-action";

// Opened from the registration mail: /auth/register/confirm?token=…. The account is made and
// signed in at once (the auth provider then goes to the dashboard with a welcome toast); a link
// that no longer works says so, with the way back.
export function ConfirmRegistrationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { mutate: confirm } = useAuthAction<{ token: string }>(authProvider.confirmRegistration);
  const [failure, setFailure] = useState<string | null>(null);
  // A link is spent by its first use: the effect must not post it twice (React's strict mode runs it twice).
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    void confirm(
      { token },
      {
        onSuccess: (result) => {
          if (!result.success)
            setFailure(
              fieldMessages(result.error, "token")[0] ?? result.error?.message ?? t("account:register.invalidLink"),
            );
        },
      },
    );
  }, [confirm, t, token]);

  return (
    <>
      <AuthTitle>{t("account:register.confirmTitle")}</AuthTitle>
      {failure ? (
        <>
          <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} data-testid="confirm-failed" />
          <AuthText style={{ marginBottom: 0, textAlign: "center" }}>
            <Link to="/auth/login">{t("account:register.signIn")}</Link> ·{" "}
            <Link to="/auth/register">{t("account:register.registerAgain")}</Link>
          </AuthText>
        </>
      ) : (
        <AuthText secondary>
          <Spin size="small" /> {t("account:register.confirming")}
        </AuthText>
      )}
    </>
  );
}
