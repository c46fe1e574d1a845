import { Suspense, useEffect, useState } from "react";
import LockOutlined from "@ant-design/icons-svg/es/asn/LockOutlined";
import MailOutlined from "@ant-design/icons-svg/es/asn/MailOutlined";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthText, AuthTitle } from "../../layouts/auth-text";
import type { AppHttpError } from "../../providers/http-client";
import { authProvider, type TwoFactorPending } from "../../providers/auth-provider";
import { lazyWithAntd } from "../../providers/lazy-with-antd";
import { fieldMessages } from "../../components/field-errors";
import { Loading } from "../../components/loading";
import { PlainField } from "./plain-field";
import { email, minLength, required, usePlainForm } from "./use-plain-form";
import { useAuthAction } from "./use-auth-action";

// docs/product.md#validation: email required and valid; password required, at least 6 characters.
export const PASSWORD_MIN = 6;

type Credentials = { email: string; password: string };

// Only accounts with two-factor on need the code step (antd's form and code input): fetched then.
const TwoFactorStep = lazyWithAntd(() => import("./two-factor-step").then((m) => m.TwoFactorStep));

/** The sign-in (docs/product.md#validation), in plain elements: the first screen of a phone must arrive fast. */
export function LoginPage() {
  const { t } = useTranslation();
  const form = usePlainForm<Credentials>(
    { email: "", password: "" },
    {
      email: [required(t("validation:required")), email(t("validation:email"))],
      password: [
        required(t("validation:required")),
        minLength(PASSWORD_MIN, t("validation:minLength", { min: PASSWORD_MIN })),
      ],
    },
  );
  const { mutate: login, isPending } = useAuthAction<Credentials>(authProvider.login, { returnTo: true });
  // Set when the password was right and the account asks for a second factor.
  const [challenge, setChallenge] = useState<string | null>(null);
  // Counts refusals: after each, the focus goes to the message, so a keyboard or screen-reader
  // user learns what happened without searching for it.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) document.querySelector<HTMLElement>(".auth-field-invalid .auth-field-errors")?.focus();
  }, [refusals]);

  const send = (values: Credentials) =>
    login(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (result) => {
          const pending = result.twoFactor as TwoFactorPending | undefined;
          if (pending) return setChallenge(pending.challengeToken);
          // Bad credentials answer 422 with errors.email: put them under the field as well.
          if (!result.success && (result.error as AppHttpError | undefined)?.errors) {
            form.setErrors({
              email: fieldMessages(result.error, "email"),
              password: fieldMessages(result.error, "password"),
            });
            setRefusals((n) => n + 1);
          }
        },
      },
    );

  if (challenge) {
    return (
      <Suspense fallback={<Loading />}>
        <TwoFactorStep challengeToken={challenge} onCancel={() => setChallenge(null)} />
      </Suspense>
    );
  }

  return (
    <>
      <AuthTitle>{t("auth:login.title")}</AuthTitle>
      <AuthText secondary>{t("auth:login.subtitle")}</AuthText>
      <form noValidate onSubmit={form.onSubmit(send)}>
        <fieldset disabled={isPending} className="auth-fieldset">
          <PlainField
            id="login-email"
            label={t("auth:login.email")}
            type="email"
            autoComplete="username"
            autoFocus
            prefix={MailOutlined}
            value={form.values.email}
            onChange={(v) => form.change("email", v)}
            errors={form.errors.email}
          />
          <PlainField
            id="login-password"
            label={t("auth:login.password")}
            type="password"
            autoComplete="current-password"
            prefix={LockOutlined}
            reveal={{ show: t("auth:login.showPassword"), hide: t("auth:login.hidePassword") }}
            value={form.values.password}
            onChange={(v) => form.change("password", v)}
            errors={form.errors.password}
          />
          <div className="auth-forgot">
            <Link to="/auth/forgot-password">{t("account:links.forgotPassword")}</Link>
          </div>
          <button type="submit" className="auth-submit" aria-busy={isPending}>
            {isPending && <span className="app-spinner app-spinner-small" aria-hidden="true" />}
            {t("auth:login.submit")}
          </button>
        </fieldset>
      </form>
      <AuthText style={{ margin: "16px 0 0", textAlign: "center" }}>
        <Link to="/auth/register">{t("account:links.createAccount")}</Link>
      </AuthText>
    </>
  );
}
