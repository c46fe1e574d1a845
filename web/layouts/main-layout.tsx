import type { ReactNode } from "react";
import { ThemedLayout, ThemedTitle } from "@refinedev/antd";
import { AppstoreOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { AppHeader } from "./app-header";

export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ThemedLayout
      Header={AppHeader}
      Title={({ collapsed }) => <ThemedTitle collapsed={collapsed} text={t("app.title")} icon={<AppstoreOutlined />} />}
    >
      {children}
    </ThemedLayout>
  );
}
