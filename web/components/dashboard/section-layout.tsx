// A section of the dashboard (sales, projects…): its title and its cards on a grid that puts
// four headline figures in a row on a desktop, two on a tablet or a phone.
import type { ReactNode } from "react";
import { Row, theme, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Panel } from "./panel";

export const KPI_COLUMN = { xs: 12, xl: 6 };
export const HALF_COLUMN = { xs: 24, lg: 12 };
export const WIDE_COLUMN = { xs: 24 };

export function DashboardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby={`dashboard-${id}`} data-testid={`dashboard-section-${id}`} style={{ marginBottom: 24 }}>
      {/* The level under the dashboard's own title (h2), so headings never skip one; h4's size. */}
      <Typography.Title
        level={3}
        id={`dashboard-${id}`}
        style={{ marginTop: 0, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}
      >
        {title}
      </Typography.Title>
      <Row gutter={[16, 16]}>{children}</Row>
    </section>
  );
}

/** A card of one chart or list; "nothing in this period" when it has nothing to show. */
export function PanelCard({
  title,
  extra,
  empty,
  children,
  testId,
}: {
  title: ReactNode;
  extra?: ReactNode;
  empty?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={title} extra={extra} testId={testId}>
      {empty ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: "center", margin: "24px 0" }}>
          {t("dashboard:noData")}
        </Typography.Paragraph>
      ) : (
        children
      )}
    </Panel>
  );
}
