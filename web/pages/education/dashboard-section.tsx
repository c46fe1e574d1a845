// Education: how full the active courses are (fullest first), who waits on a waitlist, and the
// registrations of the period against the previous one.
import { Col, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { usePick } from "../../components/dashboard/breakdown-chart";
import { Chart, useChartLook } from "../../components/dashboard/chart";
import { barChartHeight, stackedBarChart } from "../../components/dashboard/chart-options";
import { formatCount, formatPercent } from "../../components/dashboard/dashboard-format";
import type { SectionProps } from "../../components/dashboard/dashboard-types";
import type { EducationFigures as Education } from "../../../resources/education/dashboard-answer";
import { Delta } from "../../components/dashboard/delta";
import { FigureLink } from "../../components/dashboard/figure-link";
import { FigureRows } from "../../components/dashboard/figure-rows";
import { KpiCard } from "../../components/dashboard/kpi-card";
import { DashboardSection, KPI_COLUMN, PanelCard, WIDE_COLUMN } from "../../components/dashboard/section-layout";

export function EducationSection({ answer }: SectionProps) {
  const education: Education = answer.education!;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const count = (v: number) => formatCount(v, lang);
  const look = useChartLook();
  const { occupancy, totals, registrations } = education;
  const pick = usePick(occupancy.map((c) => c.link));
  const taken = (c: Education["occupancy"][number]) => c.confirmed + c.pending;
  return (
    <DashboardSection id="education" title={t("dashboard:sections.education")}>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-seats"
          title={t("dashboard:education.seatsTaken")}
          value={totals.seats > 0 ? formatPercent((totals.taken / totals.seats) * 100, lang) : "—"}
          footer={
            <Typography.Text type="secondary">
              {t("dashboard:education.takenOf", { taken: count(totals.taken), seats: count(totals.seats) })}{" "}
              {/* The list behind it is the active courses: the link says how many. */}
              <FigureLink link={totals.link} inline>
                {t("dashboard:education.activeCourses", { count: totals.courses, n: count(totals.courses) })}
              </FigureLink>
            </Typography.Text>
          }
        />
      </Col>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-waitlisted"
          title={t("dashboard:education.waitlisted")}
          value={count(totals.waitlisted)}
          tone={totals.waitlisted > 0 ? "warning" : undefined}
          footer={
            <Typography.Text type="secondary">
              {t("dashboard:education.coursesWithWaitlist", {
                count: totals.courses_with_waitlist,
                n: count(totals.courses_with_waitlist),
              })}
            </Typography.Text>
          }
        />
      </Col>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-registrations"
          title={t("dashboard:education.registrations")}
          value={count(registrations.current)}
          link={registrations.current_link}
          footer={
            <Delta
              current={registrations.current}
              previous={registrations.previous}
              format={count}
              previousLink={registrations.previous_link}
            />
          }
        />
      </Col>
      <Col {...WIDE_COLUMN}>
        <PanelCard title={t("dashboard:education.occupancy")} empty={occupancy.length === 0} testId="occupancy">
          <Chart
            label={t("dashboard:education.occupancy")}
            height={barChartHeight(occupancy.length, true)}
            option={stackedBarChart(
              occupancy.map((c) => c.name),
              [
                { name: t("dashboard:education.confirmed"), values: occupancy.map((c) => c.confirmed) },
                { name: t("dashboard:education.pending"), values: occupancy.map((c) => c.pending) },
                { name: t("dashboard:education.free"), values: occupancy.map((c) => Math.max(0, c.seats - taken(c))) },
                { name: t("dashboard:education.waitlistedSeries"), values: occupancy.map((c) => c.waitlisted) },
              ],
              count,
              { ...look, palette: [look.palette[0], look.palette[1], look.grid, look.palette[2]] },
            )}
            onPick={pick}
          />
          <FigureRows
            rows={occupancy.map((c) => {
              const held = taken(c) + c.waitlisted;
              const seats = t("dashboard:education.seatsOf", { taken: count(taken(c)), seats: count(c.seats) });
              return {
                key: String(c.id),
                label: c.name,
                // The list behind it holds every registration that keeps or awaits a seat.
                value: t("dashboard:education.registrationsCount", { count: held, n: count(held) }),
                link: c.link,
                note:
                  c.waitlisted > 0
                    ? `${seats} · ${t("dashboard:education.waiting", { n: count(c.waitlisted) })}`
                    : seats,
              };
            })}
          />
        </PanelCard>
      </Col>
    </DashboardSection>
  );
}
