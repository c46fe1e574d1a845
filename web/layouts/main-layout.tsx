import type { ReactNode } from "react";
import { Grid, Layout } from "antd";
import { LiveSession } from "../providers/live/live-session";
import { AppHeader } from "./app-header";
import { AppSider } from "./app-sider";
import { SiderStateProvider } from "./sider-state";

/** The signed-in frame: the side menu, the header, and the screen. */
export function MainLayout({ children }: { children: ReactNode }) {
  const breakpoint = Grid.useBreakpoint();
  const roomy = breakpoint.sm ?? true;
  return (
    <SiderStateProvider>
      <LiveSession />
      <Layout style={{ minHeight: "100vh" }} hasSider>
        <AppSider />
        <Layout>
          <AppHeader />
          <Layout.Content>
            <div style={{ minHeight: 360, padding: roomy ? 24 : 12 }}>{children}</div>
          </Layout.Content>
        </Layout>
      </Layout>
    </SiderStateProvider>
  );
}
