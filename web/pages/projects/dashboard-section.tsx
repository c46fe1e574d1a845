// Projects: active ones, those at risk (progress behind the time gone, or hours over the
// estimate) and why, the hours logged this week per person, and my tasks due this week.
import { Col, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { BreakdownChart } from "../../components/dashboard/breakdown-chart";
import {
  formatCount,
  formatDay,
  formatDecimal,
  formatHours,
  formatPercent,
} from "../../components/dashboard/dashboard-format";
import type { SectionProps } from "../../components/dashboard/dashboard-types";
import type { AtRiskProject, ProjectsFigures as Projects } from "../../../resources/projects/dashboard-answer";
import { KpiCard } from "../../components/dashboard/kpi-card";
import { RecordLink } from "../../components/dashboard/record-link";
import { Badge, ProgressBar, Rows } from "../../components/dashboard/simple-parts";
import { DashboardSection, HALF_COLUMN, KPI_COLUMN, PanelCard } from "../../components/dashboard/section-layout";

function AtRiskItem({ project }: { project: AtRiskProject }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const hours =
    project.estimated_hours === null
      ? null
      : t("dashboard:projects.hoursOf", {
          actual: formatDecimal(project.actual_hours, lang),
          estimated: formatDecimal(project.estimated_hours, lang),
        });
  return (
    <>
      <Space size={[8, 4]} wrap style={{ width: "100%", justifyContent: "space-between" }}>
        <RecordLink resource="projects" row={project as unknown as Record<string, unknown>}>
          {project.name}
        </RecordLink>
        <Space size={4} wrap>
          {project.behind && <Badge tone="warning">{t("dashboard:projects.behind")}</Badge>}
          {project.over_hours && <Badge tone="danger">{t("dashboard:projects.overHours")}</Badge>}
        </Space>
      </Space>
      <ProgressBar percent={project.progress} color={project.behind ? "#fa8c16" : undefined} label={project.name} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {project.elapsed_percent === null
          ? t("dashboard:projects.done", { progress: formatPercent(project.progress, lang) })
          : t("dashboard:projects.progressVsTime", {
              progress: formatPercent(project.progress, lang),
              elapsed: formatPercent(project.elapsed_percent, lang),
            })}
        {hours && ` · ${hours}`}
      </Typography.Text>
    </>
  );
}

export function ProjectsSection({ answer }: SectionProps) {
  const { range } = answer;
  const projects: Projects = answer.projects!;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const count = (v: number) => formatCount(v, lang);
  const hours = (v: number) => formatHours(v, lang, t);
  const week = t("dashboard:projects.week", {
    from: formatDay(range.week.from, lang),
    to: formatDay(range.week.to, lang),
  });
  const tasks = projects.my_tasks_due_this_week;
  return (
    <DashboardSection id="projects" title={t("dashboard:sections.projects")}>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-active-projects"
          title={t("dashboard:projects.active")}
          value={count(projects.active.value)}
          link={projects.active.link}
        />
      </Col>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-at-risk"
          title={t("dashboard:projects.atRisk")}
          value={count(projects.at_risk.count)}
          link={projects.at_risk.link}
          tone={projects.at_risk.count > 0 ? "warning" : undefined}
        />
      </Col>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-my-tasks"
          title={t("dashboard:projects.myTasks")}
          value={count(tasks.count)}
          link={tasks.link}
          footer={<Typography.Text type="secondary">{week}</Typography.Text>}
        />
      </Col>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-week-hours"
          title={t("dashboard:projects.weekHours")}
          value={hours(projects.hours_this_week.reduce((sum, p) => sum + p.hours, 0))}
          footer={<Typography.Text type="secondary">{week}</Typography.Text>}
        />
      </Col>
      <Col {...HALF_COLUMN}>
        <PanelCard
          title={t("dashboard:projects.atRiskList")}
          empty={projects.at_risk.items.length === 0}
          testId="at-risk"
        >
          <Rows items={projects.at_risk.items} render={(project) => <AtRiskItem project={project} />} />
        </PanelCard>
      </Col>
      <Col {...HALF_COLUMN}>
        <PanelCard
          title={t("dashboard:projects.hoursThisWeek")}
          extra={<Typography.Text type="secondary">{week}</Typography.Text>}
          empty={projects.hours_this_week.length === 0}
          testId="hours-this-week"
        >
          <BreakdownChart
            label={t("dashboard:projects.hoursThisWeek")}
            rows={projects.hours_this_week.map((p) => ({
              key: String(p.user_id),
              label: p.name,
              value: hours(p.hours),
              raw: p.hours,
              link: p.link,
            }))}
            format={(v) => formatDecimal(v, lang)}
          />
        </PanelCard>
      </Col>
      <Col {...HALF_COLUMN}>
        <PanelCard
          title={t("dashboard:projects.myTasks")}
          extra={<Typography.Text type="secondary">{week}</Typography.Text>}
          empty={tasks.items.length === 0}
          testId="my-tasks"
        >
          <Rows
            items={tasks.items}
            render={(task) => (
              <div
                style={{
                  display: "flex",
                  justifyContent: "space-between",
                  alignItems: "baseline",
                  gap: 8,
                  flexWrap: "wrap",
                }}
              >
                <div>
                  <RecordLink resource="tasks" row={task as unknown as Record<string, unknown>}>
                    {task.name}
                  </RecordLink>
                  <div>
                    <Typography.Text type="secondary">{task.project_name}</Typography.Text>
                  </div>
                </div>
                <Typography.Text type="secondary">
                  {t("dashboard:projects.due", { date: formatDay(task.due_date, lang) })}
                </Typography.Text>
              </div>
            )}
          />
        </PanelCard>
      </Col>
    </DashboardSection>
  );
}
