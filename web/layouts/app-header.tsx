import { useGetIdentity, useLogout } from "@refinedev/core";
import { Avatar, Button, Grid, Layout, Space, Typography, theme } from "antd";
import { InfoCircleOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { SessionUser } from "../providers/session";
import { LanguageSwitch } from "./language-switch";
import { LiveIndicator } from "./live-indicator";
import { useSiderState } from "./sider-state";
import { Link } from "react-router";
import { useFileUrl } from "../components/use-file-url";
import { NotificationBell } from "../components/notifications/notification-bell";
import { SearchBox } from "../components/search/search-box";

export function AppHeader() {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { data: user } = useGetIdentity<SessionUser>();
  const { mutate: logout } = useLogout();
  const { setMobileOpen } = useSiderState();
  const isMobile = !screens.lg;
  const fullName = [user?.name, user?.lastname].filter(Boolean).join(" ");
  const avatar = useFileUrl(typeof user?.avatar === "string" ? user.avatar : null);

  return (
    <Layout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        display: "flex",
        justifyContent: "flex-end",
        alignItems: "center",
        gap: 12,
        padding: isMobile ? "0 12px" : "0 24px",
        height: 64,
        position: "sticky",
        top: 0,
        zIndex: 2,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {isMobile
      // Replaces the sider's floating drawer toggle, which would cover page titles (see styles.css).
      && (
        <Button
          type="text"
          icon={<MenuOutlined />}
          onClick={() => setMobileOpen(true)}
          aria-label="menu"
          style={{ marginRight: "auto" }}
        />
      )}
      <SearchBox />
      <LiveIndicator />
      <NotificationBell />
      <LanguageSwitch />
      {/* What the system is and its producer's declaration (issue 29), for everyone signed in. */}
      <Link to="/about" title={t("header.about")} aria-label={t("header.about")} data-testid="header-about">
        <InfoCircleOutlined style={{ fontSize: 18, color: token.colorTextSecondary }} />
      </Link>
      {/* Named by the name it shows, then where it goes (WCAG's label-in-name). */}
      <Link
        to="/users/profile"
        title={t("profile:title")}
        aria-label={screens.sm && fullName ? `${fullName}, ${t("profile:title")}` : t("profile:title")}
        data-testid="header-profile"
      >
        <Space size={8}>
          <Avatar size="small" src={avatar} icon={<UserOutlined />} />
          {screens.sm && fullName && (
            <Typography.Text strong data-testid="header-user">
              {fullName}
            </Typography.Text>
          )}
        </Space>
      </Link>
      <Button
        icon={<LogoutOutlined />}
        onClick={() => logout()}
        aria-label={t("header.logout")}
        title={t("header.logout")}
      >
        {screens.md ? t("header.logout") : null}
      </Button>
    </Layout.Header>
  );
}
