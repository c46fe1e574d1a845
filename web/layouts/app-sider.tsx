import type { ReactNode } from "react";
import { CanAccess, useMenu, type TreeMenuItem } from "@refinedev/core";
import { Button, Drawer, Grid, Layout, Menu, theme } from "antd";
import { AppstoreOutlined, LeftOutlined, RightOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSiderState } from "./sider-state";
import { inMenuOf } from "../../resources/kit/portal-menu";
import { RESOURCES } from "../../resources/registry";
import { readUser, roleNames } from "../providers/session";
import "./app-sider.css";

// The side menu, from Refine's menu tree (useMenu), each entry shown only when its list may be
// opened (CanAccess). Written here rather than taken from @refinedev/antd's ThemedSider: that
// package is one module, and importing it put every form, table and page header of the app
// into the first download of the dashboard.

/**
 * The entries of this user's menu: a client user's lists only what serves them (declared `portal`,
 * resources/kit/portal-menu.ts), and a group keeps only the entries left in it (none: no group).
 */
export function menuEntries(items: readonly TreeMenuItem[], roles: readonly string[]): TreeMenuItem[] {
  return items.flatMap((item) => {
    if (item.children.length === 0) return inMenuOf(item.name, roles, RESOURCES) ? [item] : [];
    const children = menuEntries(item.children, roles);
    return children.length ? [{ ...item, children }] : [];
  });
}

function entries(items: TreeMenuItem[], selectedKey: string | undefined, collapsed: boolean): ReactNode[] {
  return items.map((item) => {
    const label = item.label ?? item.meta?.label ?? item.name;
    const icon = item.meta?.icon ?? <UnorderedListOutlined />;
    const guard = (child: ReactNode) => (
      <CanAccess key={item.key} resource={item.name} action="list" params={{ resource: item }}>
        {child}
      </CanAccess>
    );
    if (item.children.length > 0) {
      return guard(
        <Menu.SubMenu key={item.key} icon={icon} title={label}>
          {entries(item.children, selectedKey, collapsed)}
        </Menu.SubMenu>,
      );
    }
    return guard(
      <Menu.Item key={item.key} icon={icon}>
        <Link to={item.list ?? "/"}>{label}</Link>
        {!collapsed && item.key === selectedKey && <div className="ant-menu-tree-arrow" />}
      </Menu.Item>,
    );
  });
}

function AppTitle({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Link
      to="/"
      className="app-title"
      style={{
        justifyContent: collapsed ? "center" : "flex-start",
        padding: collapsed ? 0 : "0 16px",
        background: token.colorBgElevated,
        color: token.colorText,
      }}
    >
      <AppstoreOutlined style={{ fontSize: 20, color: token.colorPrimary }} />
      {!collapsed && <span>{t("app.title")}</span>}
    </Link>
  );
}

export function AppSider() {
  const { token } = theme.useToken();
  const { collapsed, setCollapsed, mobileOpen, setMobileOpen } = useSiderState();
  const { menuItems: allItems, selectedKey, defaultOpenKeys } = useMenu();
  const roles = roleNames(readUser());
  const menuItems = menuEntries(allItems, roles);
  const breakpoint = Grid.useBreakpoint();
  const isMobile = breakpoint.lg === undefined ? false : !breakpoint.lg;

  const menu = (narrow: boolean) => (
    <Menu
      mode="inline"
      selectedKeys={selectedKey ? [selectedKey] : []}
      defaultOpenKeys={defaultOpenKeys}
      className="app-sider-menu"
      style={{ paddingTop: 8, border: "none" }}
      onClick={() => setMobileOpen(false)}
    >
      {entries(menuItems, selectedKey, narrow)}
    </Menu>
  );
  const siderStyle = { backgroundColor: token.colorBgContainer, borderRight: `1px solid ${token.colorBgElevated}` };

  if (isMobile) {
    return (
      <Drawer
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        placement="left"
        closable={false}
        width={248}
        styles={{ body: { padding: 0 } }}
      >
        <Layout>
          <Layout.Sider className="app-sider" width={248} style={{ ...siderStyle, height: "100vh" }}>
            <AppTitle collapsed={false} />
            {menu(false)}
          </Layout.Sider>
        </Layout>
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      className="app-sider"
      style={siderStyle}
      collapsible
      collapsed={collapsed}
      onCollapse={(next, type) => type === "clickTrigger" && setCollapsed(next)}
      collapsedWidth={80}
      width={248}
      breakpoint="lg"
      trigger={
        <Button
          type="text"
          style={{ borderRadius: 0, height: "100%", width: "100%", backgroundColor: token.colorBgElevated }}
        >
          {collapsed ? (
            <RightOutlined style={{ color: token.colorPrimary }} />
          ) : (
            <LeftOutlined style={{ color: token.colorPrimary }} />
          )}
        </Button>
      }
    >
      <AppTitle collapsed={collapsed} />
      {menu(collapsed)}
    </Layout.Sider>
  );
}
