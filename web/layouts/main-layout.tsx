import type { ReactNode } from "react";
import { ThemedLayout, ThemedSider, ThemedTitle } from "@refinedev/antd";
import { AppstoreOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { AppHeader } from "./app-header";

export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ThemedLayout
      Header={AppHeader}
      // Sign-out lives in the header (on phones too); the sider's own entry would repeat it.
      Sider={(props) => <ThemedSider {...props} render={({ items }) => items} />}
      Title={({ collapsed }) => <ThemedTitle collapsed={collapsed} text={t("app.title")} icon={<AppstoreOutlined />} />}
    >
      {children}
    </ThemedLayout>
  );
}
