// Who and what of a task: its project (a link), phase, assignee, priority and completion.
import { Descriptions, Tag } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { enumColor } from "../../../components/child-records/tag-colors";
import { ReferenceLabel } from "../../../resource-pages/reference-label";
import type { TaskRecord } from "./task-record";

export function TaskFacts({ task }: { task: TaskRecord }) {
  const { t, i18n } = useTranslation();
  const label = (field: string) => t(`resources:tasks.fields.${field}`);
  const none = "—";
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginTop: 12 }} data-testid="task-facts">
      <Descriptions.Item label={label("project_id")}>
        <Link to={`/projects/${task.project_id}`} data-testid="task-project-link">
          {task.project_name ?? `#${task.project_id}`}
        </Link>
      </Descriptions.Item>
      <Descriptions.Item label={label("assigned_to")}>
        <span data-testid="task-assignee">{task.assigned_to_name || none}</span>
      </Descriptions.Item>
      <Descriptions.Item label={label("priority")}>
        <Tag color={enumColor(task.priority)} data-testid="task-priority">
          {t(`resources:tasks.options.priority.${task.priority}`, { defaultValue: task.priority })}
        </Tag>
      </Descriptions.Item>
      {task.phase_id ? (
        <Descriptions.Item label={label("phase_id")}>
          <ReferenceLabel resource="project-phases" id={task.phase_id} />
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={label("completed_at")}>
        <span data-testid="task-completed-at">
          {task.completed_at ? dayjs(task.completed_at).locale(i18n.language).format("L LT") : none}
        </span>
      </Descriptions.Item>
    </Descriptions>
  );
}
