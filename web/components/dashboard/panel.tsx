// The dashboard's card frame, drawn with antd's tokens rather than antd's Card: Card brings Tabs
// (for its tab list) into the dashboard's first download, about 13 KB compressed for a border.
import type { CSSProperties, ReactNode } from "react";
import { theme } from "antd";

interface PanelProps {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function Panel({ title, extra, children, testId }: PanelProps) {
  const { token } = theme.useToken();
  const frame: CSSProperties = {
    height: "100%",
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  };
  const header: CSSProperties = {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "space-between",
    gap: 8,
    minHeight: 38,
    padding: `0 ${token.paddingSM}px`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    fontWeight: token.fontWeightStrong,
  };
  return (
    <div style={frame} data-testid={testId}>
      {(title || extra) && (
        <div style={header}>
          <div>{title}</div>
          {extra && <div style={{ fontWeight: "normal" }}>{extra}</div>}
        </div>
      )}
      <div style={{ padding: token.paddingSM }}>{children}</div>
    </div>
  );
}
