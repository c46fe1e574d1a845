// Support: open tickets by state, the SLA at risk and breached, the median first response and
// resolution of the tickets opened in the last 30 days, and how satisfied clients are.
import { Col, Typography } from "antd";
import { useTranslation } from "react-i18next";
import dayjs from "dayjs";
import { BreakdownChart } from "../../components/dashboard/breakdown-chart";
import {
  formatCount,
  formatDay,
  formatDecimal,
  formatMinutes,
  formatPercent,
} from "../../components/dashboard/dashboard-format";
import type { SectionProps } from "../../components/dashboard/dashboard-types";
import type { SupportFigures as Support } from "../../../resources/support/dashboard-answer";
import { FigureLink } from "../../components/dashboard/figure-link";
import { KpiCard } from "../../components/dashboard/kpi-card";
import { DashboardSection, HALF_COLUMN, KPI_COLUMN, PanelCard } from "../../components/dashboard/section-layout";

export function SupportSection({ answer }: SectionProps) {
  const { range } = answer;
  const support: Support = answer.support!;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const count = (v: number) => formatCount(v, lang);
  const median = (minutes: number | null) => (minutes === null ? "—" : formatMinutes(minutes, t));
  const last30 = t("dashboard:support.last30", {
    from: formatDay(dayjs(range.to).subtract(29, "day").format("YYYY-MM-DD"), lang),
    to: formatDay(range.to, lang),
  });
  const open = support.open_by_status.reduce((sum, s) => sum + s.count, 0);
  const { satisfaction } = support;
  const satisfied =
    satisfaction.satisfied_percent === null ? null : formatPercent(satisfaction.satisfied_percent, lang);
  return (
    <DashboardSection id="support" title={t("dashboard:sections.support")}>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-sla-at-risk"
          title={t("dashboard:support.slaAtRisk")}
          value={count(support.sla.at_risk.value)}
          link={support.sla.at_risk.link}
          tone={support.sla.at_risk.value > 0 ? "warning" : undefined}
        />
      </Col>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-sla-breached"
          title={t("dashboard:support.slaBreached")}
          value={count(support.sla.breached.value)}
          link={support.sla.breached.link}
          tone={support.sla.breached.value > 0 ? "danger" : undefined}
        />
      </Col>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-first-response"
          title={t("dashboard:support.firstResponse")}
          value={median(support.first_response_median_minutes)}
          footer={
            <Typography.Text type="secondary">
              {t("dashboard:support.resolution")}:{" "}
              <Typography.Text strong>{median(support.resolution_median_minutes)}</Typography.Text>
              <br />
              {last30}
            </Typography.Text>
          }
        />
      </Col>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-satisfaction"
          title={t("dashboard:support.satisfaction")}
          value={satisfaction.average === null ? "—" : `${formatDecimal(satisfaction.average, lang)} / 5`}
          link={satisfaction.count > 0 ? satisfaction.link : undefined}
          footer={
            satisfaction.count === 0 ? (
              <Typography.Text type="secondary">{t("dashboard:support.noRatings")}</Typography.Text>
            ) : (
              <Typography.Text type="secondary">
                <FigureLink link={satisfaction.link} inline>
                  {t("dashboard:support.ratings", { count: satisfaction.count, n: count(satisfaction.count) })}
                </FigureLink>
                {satisfied !== null && ` · ${t("dashboard:support.satisfied", { percent: satisfied })}`}
              </Typography.Text>
            )
          }
        />
      </Col>
      <Col {...HALF_COLUMN}>
        <PanelCard
          title={t("dashboard:support.openByStatus")}
          extra={
            <Typography.Text type="secondary">{t("dashboard:support.openTotal", { n: count(open) })}</Typography.Text>
          }
          empty={support.open_by_status.length === 0}
          testId="open-by-status"
        >
          <BreakdownChart
            label={t("dashboard:support.openByStatus")}
            rows={support.open_by_status.map((s) => ({
              key: s.status,
              label: t(`resources:tickets.options.status.${s.status}`, { defaultValue: s.status }),
              value: count(s.count),
              raw: s.count,
              link: s.link,
            }))}
            format={count}
          />
        </PanelCard>
      </Col>
    </DashboardSection>
  );
}
