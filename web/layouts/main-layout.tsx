import type { ReactNode } from "react";
import { Grid, Layout } from "antd";
import { LiveSession } from "../providers/live/live-session";
import { AppHeader } from "./app-header";
import { AppSider } from "./app-sider";
import { SiderStateProvider } from "./sider-state";
import { MAIN_ID, SkipLink } from "./skip-link";

/** The signed-in frame: the side menu, the header, and the screen. */
export function MainLayout({ children }: { children: ReactNode }) {
  const breakpoint = Grid.useBreakpoint();
  const roomy = breakpoint.sm ?? true;
  return (
    <SiderStateProvider>
      <LiveSession />
      <SkipLink />
      <Layout style={{ minHeight: "100vh" }} hasSider>
        <AppSider />
        <Layout>
          <AppHeader />
          <Layout.Content id={MAIN_ID} tabIndex={-1} className="main-content">
            <div style={{ minHeight: 360, padding: roomy ? 24 : 12 }}>{children}</div>
          </Layout.Content>
        </Layout>
      </Layout>
    </SiderStateProvider>
  );
}
