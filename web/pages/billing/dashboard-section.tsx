// Billing: invoiced in the period against the previous one, what is overdue and how old it is,
// and the time worked that is still to be invoiced.
import { Col, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { usePick } from "../../components/dashboard/breakdown-chart";
import { Chart, useChartLook } from "../../components/dashboard/chart";
import { columnChart } from "../../components/dashboard/chart-options";
import { formatAmount, formatCount, formatHours, formatWholeAmount } from "../../components/dashboard/dashboard-format";
import type { SectionProps } from "../../components/dashboard/dashboard-types";
import type { AgingBucket, BillingFigures as Billing } from "../../../resources/billing/dashboard-answer";
import { Delta } from "../../components/dashboard/delta";
import { FigureLink } from "../../components/dashboard/figure-link";
import { FigureRows } from "../../components/dashboard/figure-rows";
import { KpiCard } from "../../components/dashboard/kpi-card";
import { DashboardSection, HALF_COLUMN, KPI_COLUMN, PanelCard } from "../../components/dashboard/section-layout";

const BUCKET_KEYS: Record<AgingBucket, string> = {
  "1-30": "d1_30",
  "31-60": "d31_60",
  "61-90": "d61_90",
  "90+": "d90",
};

export function BillingSection({ answer }: SectionProps) {
  const billing: Billing = answer.billing!;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (v: number) => formatAmount(v, lang);
  const look = useChartLook();
  const { invoiced, overdue, unbilled, verifactu } = billing;
  const bucket = (b: AgingBucket) => t(`dashboard:billing.aging.${BUCKET_KEYS[b]}`);
  const pick = usePick(overdue.aging.map((b) => b.link));
  return (
    <DashboardSection id="billing" title={t("dashboard:sections.billing")}>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-invoiced"
          title={t("dashboard:billing.invoiced")}
          value={money(invoiced.current)}
          link={invoiced.current_link}
          footer={
            <Delta
              current={invoiced.current}
              previous={invoiced.previous}
              format={money}
              previousLink={invoiced.previous_link}
            />
          }
        />
      </Col>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-overdue"
          title={t("dashboard:billing.overdue")}
          value={money(overdue.amount)}
          link={overdue.link}
          tone={overdue.amount > 0 ? "danger" : undefined}
          footer={
            <Typography.Text type="secondary">
              {t("dashboard:billing.invoices", { count: overdue.count, n: formatCount(overdue.count, lang) })}
            </Typography.Text>
          }
        />
      </Col>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-unbilled"
          title={t("dashboard:billing.unbilled")}
          value={formatHours(unbilled.hours, lang, t)}
          link={unbilled.link}
          footer={
            <Typography.Text type="secondary">
              {t("dashboard:billing.unbilledAmount", { amount: money(unbilled.amount) })}
            </Typography.Text>
          }
        />
      </Col>
      {verifactu && (
        <Col {...KPI_COLUMN}>
          <KpiCard
            testId="kpi-verifactu-pending"
            title={t("dashboard:billing.verifactuPending")}
            value={formatCount(verifactu.pending.count, lang)}
            link={verifactu.pending.link}
            footer={
              <FigureLink link={verifactu.rejected.link} inline>
                <Typography.Text
                  type={verifactu.rejected.count > 0 ? "danger" : "secondary"}
                  data-testid="verifactu-rejected-count"
                >
                  {t("dashboard:billing.verifactuRejected", {
                    count: verifactu.rejected.count,
                    n: formatCount(verifactu.rejected.count, lang),
                  })}
                </Typography.Text>
              </FigureLink>
            }
          />
        </Col>
      )}
      <Col {...HALF_COLUMN}>
        <PanelCard title={t("dashboard:billing.agingTitle")} empty={overdue.count === 0} testId="aging">
          <Chart
            label={t("dashboard:billing.agingTitle")}
            height={180}
            option={columnChart(
              overdue.aging.map((b) => ({ label: bucket(b.bucket), value: b.amount })),
              (v) => formatWholeAmount(v, lang),
              { ...look, palette: [look.palette[1], "#fa8c16", "#f5222d", "#a8071a"] },
            )}
            onPick={pick}
          />
          <FigureRows
            rows={overdue.aging.map((b) => ({
              key: b.bucket,
              label: bucket(b.bucket),
              value: money(b.amount),
              link: b.link,
              note: t("dashboard:billing.invoices", { count: b.count, n: formatCount(b.count, lang) }),
            }))}
          />
        </PanelCard>
      </Col>
    </DashboardSection>
  );
}
