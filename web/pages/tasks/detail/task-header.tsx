// The top of a task's page: back to its project, the name with its state (and done / inactive
// tags), the header buttons, the facts, the description and the figures.
import { Card, Grid, Space, Tag, Typography } from "antd";
import { ArrowLeftOutlined, CheckCircleOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ReferenceTag } from "../../../components/child-records/reference-tag";
import { TaskActions } from "./task-actions";
import { TaskFacts } from "./task-facts";
import { TaskFigures } from "./task-figures";
import type { TaskRecord } from "./task-record";

export function TaskHeader({ task, onSaved }: { task: TaskRecord; onSaved(): void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  return (
    <Card data-testid="task-header" styles={{ body: { padding: screens.sm ? 24 : 16 } }}>
      <Link to={`/projects/${task.project_id}?tab=tasks`}>
        <Space size={4}>
          <ArrowLeftOutlined />
          {t("tasks:header.back", { project: task.project_name ?? "" })}
        </Space>
      </Link>
      <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 12, marginTop: 8 }}>
        <Space wrap size={8} align="center">
          <Typography.Title level={3} style={{ margin: 0, overflowWrap: "anywhere" }} data-testid="task-name">
            {task.name}
          </Typography.Title>
          <span data-testid="task-state">
            <ReferenceTag resource="task-states" id={task.task_state_id} />
          </span>
          {task.completed_at && (
            <Tag color="green" icon={<CheckCircleOutlined />}>
              {t("tasks:header.completed")}
            </Tag>
          )}
          {task.active === false && <Tag>{t("tasks:header.inactive")}</Tag>}
        </Space>
        <TaskActions task={task} />
      </div>
      <TaskFacts task={task} />
      {task.description && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3, expandable: true }} style={{ marginTop: 8, marginBottom: 0, whiteSpace: "pre-wrap" }}>
          {task.description}
        </Typography.Paragraph>
      )}
      <TaskFigures task={task} onSaved={onSaved} />
    </Card>
  );
}
