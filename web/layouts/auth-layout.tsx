import type { ReactNode } from "react";
import AppstoreOutlined from "@ant-design/icons-svg/es/asn/AppstoreOutlined";
import { useTranslation } from "react-i18next";
import { SvgIcon } from "../components/svg-icon";
import { LanguageSwitch } from "./language-switch";
import "./auth.css";

// Sign-in screens sit outside the main layout (docs/product.md#screens-and-routes): a centred card with the
// language switch. Plain elements drawn in antd's look (auth.css): this frame comes before antd loads.
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-backdrop">
      <main className="auth-card">
        <header className="auth-card-header">
          <span className="auth-brand">
            <SvgIcon icon={AppstoreOutlined} style={{ fontSize: 22, color: "var(--app-primary)" }} />
            {t("app.title")}
          </span>
          <LanguageSwitch beforeSignIn />
        </header>
        {children}
      </main>
    </div>
  );
}
