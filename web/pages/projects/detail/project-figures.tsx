// The project's figures: progress (rolled up from its tasks by the database), budget in the
// company's currency, estimated against actual hours and its dates. Four cards that wrap to one
// per row on a phone.
import type { ReactNode } from "react";
import { Card, Col, Progress, Row, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { HoursComparison } from "./hours-comparison";
import type { ProjectRecord } from "./project-record";
import { readNumber } from "../../../components/read-number";
import { formatMoney, useCompanyCurrency } from "./use-company-currency";

// On a phone the two short figures share a row; hours and dates take a row each.
function Figure({
  title,
  children,
  testId,
  half,
}: {
  title: string;
  children: ReactNode;
  testId: string;
  half?: boolean;
}) {
  return (
    <Col xs={half ? 12 : 24} sm={12} xl={6}>
      <Card size="small" title={title} style={{ height: "100%" }} data-testid={testId}>
        {children}
      </Card>
    </Col>
  );
}

function DateLine({ label, value, testId }: { label: string; value?: string | null; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <div style={{ display: "flex", justifyContent: "space-between", gap: 8 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text data-testid={testId}>
        {value ? dayjs(value).locale(i18n.language).format("L") : "—"}
      </Typography.Text>
    </div>
  );
}

export function ProjectFigures({ project }: { project: ProjectRecord }) {
  const { t, i18n } = useTranslation();
  const currency = useCompanyCurrency();
  const budget = readNumber(project.budget);
  const progress = readNumber(project.progress) ?? 0;
  return (
    <Row gutter={[12, 12]} style={{ marginTop: 16 }}>
      <Figure title={t("project-detail:figures.progress")} testId="project-progress" half>
        <Progress percent={progress} aria-label={t("project-detail:figures.progress")} />
      </Figure>
      <Figure title={t("project-detail:figures.budget")} testId="project-budget" half>
        <Typography.Text strong style={{ fontSize: 20, overflowWrap: "anywhere" }}>
          {budget === undefined ? "—" : formatMoney(budget, currency, i18n.language)}
        </Typography.Text>
      </Figure>
      <Figure title={t("project-detail:figures.hours")} testId="project-hours-card">
        <HoursComparison
          estimated={readNumber(project.estimated_hours)}
          actual={readNumber(project.actual_hours) ?? 0}
        />
      </Figure>
      <Figure title={t("project-detail:figures.dates")} testId="project-dates">
        <DateLine label={t("project-detail:figures.start")} value={project.start_date} testId="project-start-date" />
        <DateLine label={t("project-detail:figures.end")} value={project.end_date} testId="project-end-date" />
        <DateLine
          label={t("project-detail:figures.estimatedEnd")}
          value={project.estimated_end_date}
          testId="project-estimated-end-date"
        />
      </Figure>
    </Row>
  );
}
