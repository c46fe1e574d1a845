import type { ReactNode } from "react";
import { Card, Flex, Layout, Space, Typography } from "antd";
import { AppstoreOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "./language-switch";

// Sign-in screens sit outside the main layout (SPEC §2): a centred card with the language switch.
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: "100vh", background: "linear-gradient(135deg, #e6f4ff 0%, #f0f5ff 50%, #f9f0ff 100%)" }}>
      <Flex vertical align="center" justify="center" style={{ minHeight: "100vh", padding: 16 }}>
        <Card style={{ width: "100%", maxWidth: 420 }} styles={{ body: { padding: 28 } }}>
          <Flex justify="space-between" align="center" style={{ marginBottom: 20 }}>
            <Space>
              <AppstoreOutlined style={{ fontSize: 22, color: "#1677ff" }} />
              <Typography.Title level={4} style={{ margin: 0 }}>
                {t("app.title")}
              </Typography.Title>
            </Space>
            <LanguageSwitch />
          </Flex>
          {children}
        </Card>
      </Flex>
    </Layout>
  );
}
