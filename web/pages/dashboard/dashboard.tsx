// `/`, the first screen after signing in: what needs the user today, per role (GET /api/dashboard
// answers only the sections they may see). Every figure links to the list behind it; a period
// picker compares with the period before. The figures come first; the charts follow in a chunk
// of their own (chart.tsx).
import "../../components/dashboard/dashboard-texts";
import { Button, Typography } from "antd";
import { useGetIdentity } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { SessionUser } from "../../providers/session";
import { formatSpan } from "../../components/dashboard/dashboard-format";
import { readRange, writeRange, type RangeParams } from "../../components/dashboard/dashboard-range";
import { DashboardSections, usePreloadedSections } from "./dashboard-sections";
import type { DashboardSectionView } from "../web-manifest";
import { PeriodPicker } from "./period-picker";
import { Loading } from "../../components/loading";
import { useDashboard } from "./use-dashboard";

/** The dashboard, given the sections the areas register (web/routes/custom-pages.ts). */
export function DashboardPage({ sections }: { sections: readonly DashboardSectionView[] }) {
  const { t, i18n } = useTranslation();
  const { data: user } = useGetIdentity<SessionUser>();
  const [params, setParams] = useSearchParams();
  const asked = readRange(params);
  usePreloadedSections(sections);
  const query = useDashboard(asked, sections);
  const answer = query.data;
  const range = answer?.range;
  const choose = (next: RangeParams) => setParams(writeRange(params, next), { replace: true });
  // A client's figures (their projects, tickets, invoices due) are of today, not of a period.
  const periodic = !answer || sections.some((view) => !view.today && answer[view.name]);

  return (
    <div data-testid="dashboard">
      <div
        style={{
          display: "flex",
          flexWrap: "wrap",
          justifyContent: "space-between",
          alignItems: "flex-start",
          gap: 12,
          marginBottom: 16,
        }}
      >
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t("dashboard:welcome", { name: user?.name ?? "" })}
          </Typography.Title>
          <Typography.Text type="secondary">{t("dashboard:intro")}</Typography.Text>
        </div>
        {periodic && (
          <div style={{ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: 4, maxWidth: "100%" }}>
            <PeriodPicker
              ready={Boolean(answer)}
              value={range ?? (asked.from && asked.to ? { from: asked.from, to: asked.to } : undefined)}
              onChange={choose}
            />
            {range && (
              <Typography.Text type="secondary" data-testid="dashboard-previous" style={{ fontSize: 12 }}>
                {t("dashboard:range.compared", {
                  span: formatSpan(range.previous.from, range.previous.to, i18n.language),
                })}
              </Typography.Text>
            )}
          </div>
        )}
      </div>
      {query.isError && !answer ? (
        <div role="alert" style={{ display: "flex", alignItems: "center", gap: 12 }}>
          <Typography.Text type="danger">{t("dashboard:error")}</Typography.Text>
          <Button size="small" onClick={() => void query.refetch()}>
            {t("buttons.refresh")}
          </Button>
        </div>
      ) : !answer ? (
        <Loading />
      ) : (
        <div
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: "opacity .2s" }}
          aria-busy={query.isFetching}
        >
          <DashboardSections answer={answer} sections={sections} />
        </div>
      )}
    </div>
  );
}
