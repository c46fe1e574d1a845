// Sales: the open pipeline and what it is worth, won against the previous period, overdue
// follow-ups; the period's new leads by status and by source, the funnel of the main pipeline
// and the campaigns by cost per lead.
import { Col, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { BreakdownChart, usePick } from "../../components/dashboard/breakdown-chart";
import { funnelChart } from "../../components/dashboard/chart-options";
import { Chart, useChartLook } from "../../components/dashboard/chart";
import { formatAmount, formatCount, formatWholeAmount } from "../../components/dashboard/dashboard-format";
import type { SectionProps } from "../../components/dashboard/dashboard-types";
import type { SalesFigures as Sales } from "../../../resources/crm/dashboard-answer";
import { Delta } from "../../components/dashboard/delta";
import { FigureLink } from "../../components/dashboard/figure-link";
import { FigureRows, type FigureRow } from "../../components/dashboard/figure-rows";
import { KpiCard } from "../../components/dashboard/kpi-card";
import { SmallTable } from "../../components/dashboard/simple-parts";
import { DashboardSection, HALF_COLUMN, KPI_COLUMN, PanelCard } from "../../components/dashboard/section-layout";

export function SalesSection({ answer }: SectionProps) {
  const sales: Sales = answer.sales!;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const count = (v: number) => formatCount(v, lang);
  const look = useChartLook();
  const byStatus: FigureRow[] = sales.leads_by_status.map((s) => ({
    key: String(s.id),
    label: s.id === null ? t("dashboard:sales.noStatus") : s.name,
    value: count(s.count),
    raw: s.count,
    link: s.link,
    color: s.color ?? null,
  }));
  const bySource: FigureRow[] = sales.leads_by_source.map((s) => ({
    key: s.source ?? "none",
    label:
      s.source === null
        ? t("dashboard:sales.noSource")
        : t(`resources:leads.options.source.${s.source}`, { defaultValue: s.source }),
    value: count(s.count),
    raw: s.count,
    link: s.link,
  }));
  const funnel = sales.funnel;
  const funnelPick = usePick(funnel?.stages.map((s) => s.link) ?? []);
  const won = sales.won;

  return (
    <DashboardSection id="sales" title={t("dashboard:sections.sales")}>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-pipeline"
          title={t("dashboard:sales.pipelineOpen")}
          value={count(sales.pipeline.open.value)}
          link={sales.pipeline.open.link}
          footer={
            <Typography.Text type="secondary">
              {t("dashboard:sales.openValue", { value: formatAmount(sales.pipeline.open_value, lang) })}
            </Typography.Text>
          }
        />
      </Col>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-weighted"
          title={t("dashboard:sales.weighted")}
          value={formatAmount(sales.pipeline.weighted_value, lang)}
          link={sales.pipeline.link}
          footer={<Typography.Text type="secondary">{t("dashboard:sales.weightedHint")}</Typography.Text>}
        />
      </Col>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-won"
          title={t("dashboard:sales.won")}
          value={count(won.current.count)}
          link={won.current.link}
          footer={
            <>
              <Typography.Text type="secondary">{formatAmount(won.current.value, lang)}</Typography.Text>
              <br />
              <Delta
                current={won.current.count}
                previous={won.previous.count}
                format={count}
                previousLink={won.previous.link}
              />
            </>
          }
        />
      </Col>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-overdue-follow-ups"
          title={t("dashboard:sales.overdueFollowUps")}
          value={count(sales.overdue_follow_ups.value)}
          link={sales.overdue_follow_ups.link}
          tone={sales.overdue_follow_ups.value > 0 ? "warning" : undefined}
        />
      </Col>
      <Col {...HALF_COLUMN}>
        <PanelCard
          title={t("dashboard:sales.byStatus")}
          extra={<Typography.Text type="secondary">{t("dashboard:sales.createdInPeriod")}</Typography.Text>}
          empty={byStatus.length === 0}
          testId="leads-by-status"
        >
          <BreakdownChart label={t("dashboard:sales.byStatus")} rows={byStatus} format={count} />
        </PanelCard>
      </Col>
      <Col {...HALF_COLUMN}>
        <PanelCard
          title={t("dashboard:sales.bySource")}
          extra={<Typography.Text type="secondary">{t("dashboard:sales.createdInPeriod")}</Typography.Text>}
          empty={bySource.length === 0}
          testId="leads-by-source"
        >
          <BreakdownChart label={t("dashboard:sales.bySource")} rows={bySource} format={count} />
        </PanelCard>
      </Col>
      <Col {...HALF_COLUMN}>
        <PanelCard
          title={
            funnel ? t("dashboard:sales.funnel", { pipeline: funnel.pipeline_name }) : t("dashboard:sales.funnelNone")
          }
          empty={!funnel || funnel.stages.length === 0}
          testId="funnel"
        >
          {funnel && (
            <>
              <Chart
                label={t("dashboard:sales.funnel", { pipeline: funnel.pipeline_name })}
                height={Math.max(160, funnel.stages.length * 44)}
                option={funnelChart(
                  funnel.stages.map((s) => ({ label: s.name, value: s.reached })),
                  count,
                  look,
                )}
                onPick={funnelPick}
              />
              <FigureRows
                rows={funnel.stages.map((s) => ({
                  key: String(s.id),
                  label: s.name,
                  value: count(s.count),
                  link: s.link,
                  note: t("dashboard:sales.stageNote", {
                    reached: count(s.reached),
                    value: formatWholeAmount(s.value, lang),
                  }),
                }))}
              />
            </>
          )}
        </PanelCard>
      </Col>
      <Col {...HALF_COLUMN}>
        <PanelCard title={t("dashboard:sales.campaigns")} empty={sales.campaigns.length === 0} testId="campaigns">
          <SmallTable
            rows={sales.campaigns}
            rowKey={(c) => String(c.id)}
            columns={[
              { key: "name", title: t("dashboard:sales.campaign"), render: (c) => c.name },
              {
                key: "leads",
                title: t("dashboard:sales.leads"),
                align: "right",
                render: (c) => <FigureLink link={c.link}>{count(c.leads)}</FigureLink>,
              },
              {
                key: "budget",
                title: t("dashboard:sales.budget"),
                align: "right",
                render: (c) => (c.budget === null ? "—" : formatWholeAmount(c.budget, lang)),
              },
              {
                key: "cpl",
                title: t("dashboard:sales.costPerLead"),
                align: "right",
                render: (c) => (c.cost_per_lead === null ? "—" : formatAmount(c.cost_per_lead, lang)),
              },
            ]}
          />
        </PanelCard>
      </Col>
    </DashboardSection>
  );
}
