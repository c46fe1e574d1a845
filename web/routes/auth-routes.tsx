import { useEffect, type ReactNode } from "react";
import { Navigate, Outlet, Route, Routes } from "react-router";
import { useTranslation } from "react-i18next";
import { AuthLayout } from "../layouts/auth-layout";
import { LOGIN_PATH } from "../providers/auth-provider";
import { isLogged } from "../providers/session";
import { LoginPage } from "../pages/auth/login";
import { ConfirmRegistrationPage, ForgotPasswordPage, RegisterPage, ResetPasswordPage } from "./lazy-pages";
import { Page } from "./page-suspense";

/** Where the account screens live: the root picks their half of the app by this prefix. */
export const AUTH_PATH_PREFIX = "/auth/";

/** `work` when the browser has nothing better to do, so it never competes with the form. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(work, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1000);
  return () => clearTimeout(id);
}

function SignInScreen({ preloadNext }: { preloadNext: () => void }) {
  // What signing in leads to (root.tsx says which) is fetched while the user types.
  useEffect(() => whenIdle(preloadNext), [preloadNext]);
  return <LoginPage />;
}

function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t("app.title");
  }, [t]);
  // Signed in already: the account screens have nothing to offer.
  if (isLogged()) return <Navigate to="/" replace />;
  return <AuthLayout>{children}</AuthLayout>;
}

/**
 * The screens before a session (docs/product.md#validation): sign-in, registration and recovery. They load neither
 * Refine nor the signed-in shell, so a phone shows the form after a small download.
 */
export function AuthRoutes({ preloadNext }: { preloadNext: () => void }) {
  return (
    <Routes>
      <Route
        element={
          <AuthShell>
            <Outlet />
          </AuthShell>
        }
      >
        <Route path={LOGIN_PATH} element={<SignInScreen preloadNext={preloadNext} />} />
        <Route
          path="/auth/register"
          element={
            <Page>
              <RegisterPage />
            </Page>
          }
        />
        <Route
          path="/auth/register/confirm"
          element={
            <Page>
              <ConfirmRegistrationPage />
            </Page>
          }
        />
        <Route
          path="/auth/forgot-password"
          element={
            <Page>
              <ForgotPasswordPage />
            </Page>
          }
        />
        <Route
          path="/auth/reset-password"
          element={
            <Page>
              <ResetPasswordPage />
            </Page>
          }
        />
        <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
      </Route>
    </Routes>
  );
}
