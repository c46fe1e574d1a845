// The task's figures: progress, estimated against actual hours, and its dates (editable in place,
// because moving a date may need the dependency-dates confirmation the generated form lacks).
import type { ReactNode } from "react";
import { Card, Col, Progress, Row } from "antd";
import { useTranslation } from "react-i18next";
import { TaskDates } from "./task-dates";
import { TaskHours } from "./task-hours";
import type { TaskRecord } from "./task-record";
import { readNumber } from "../../../components/read-number";

function Figure({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Col xs={24} md={8}>
      <Card size="small" title={title} style={{ height: "100%" }} data-testid={testId}>
        {children}
      </Card>
    </Col>
  );
}

export function TaskFigures({ task, onSaved }: { task: TaskRecord; onSaved(): void }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]} style={{ marginTop: 16 }}>
      <Figure title={t("tasks:header.progress")} testId="task-progress">
        <Progress percent={readNumber(task.progress) ?? 0} aria-label={t("tasks:header.progress")} />
      </Figure>
      <Figure title={t("tasks:header.hours")} testId="task-hours">
        <TaskHours estimated={readNumber(task.estimated_hours)} actual={readNumber(task.actual_hours) ?? 0} />
      </Figure>
      <Figure title={t("tasks:header.dates")} testId="task-dates">
        <TaskDates task={task} onSaved={onSaved} />
      </Figure>
    </Row>
  );
}
