// One headline figure in a card: its name, its value (a link to its list) and a line below it
// (the money it stands for, the comparison with the previous period).
import type { ReactNode } from "react";
import { theme } from "antd";
import { FigureLink } from "./figure-link";
import type { Link } from "./dashboard-types";
import { Panel } from "./panel";

interface KpiCardProps {
  title: string;
  value: string;
  link?: Link;
  footer?: ReactNode;
  testId?: string;
  /** The value's colour when it calls for attention (something overdue or breached). */
  tone?: "danger" | "warning";
}

export function KpiCard({ title, value, link, footer, testId, tone }: KpiCardProps) {
  const { token } = theme.useToken();
  const color =
    tone === "danger" ? token.colorErrorText : tone === "warning" ? token.colorWarningText : token.colorTextHeading;
  return (
    <Panel testId={testId}>
      <div style={{ color: token.colorTextDescription, marginBottom: 4 }}>{title}</div>
      <div data-testid="kpi-value" style={{ fontSize: token.fontSizeHeading3, lineHeight: 1.3, color }}>
        <FigureLink link={link} label={`${title}: ${value}`} style={{ color }}>
          {value}
        </FigureLink>
      </div>
      {footer && <div style={{ marginTop: 4 }}>{footer}</div>}
    </Panel>
  );
}
