// The top of a task's page: back to its project, the name with its state (and done / inactive
// tags), the header buttons, the facts, the description and the figures.
import type { ReactNode } from "react";
import { Tag } from "antd";
import { CheckCircleOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { OverdueTag } from "../../../components/overdue/overdue-tag";
import { RecordHeader } from "../../../components/record-header";
import { TaskActions } from "./task-actions";
import { TaskFacts } from "./task-facts";
import { TaskFigures } from "./task-figures";
import type { TaskRecord } from "./task-record";
import { tasks } from "../../../../resources/projects/tasks";

export function TaskHeader({ task, onSaved, presence }: { task: TaskRecord; onSaved(): void; presence?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <RecordHeader
      kind="task"
      back={{
        to: `/projects/${task.project_id}?tab=tasks`,
        label: t("tasks:header.back", { project: task.project_name ?? "" }),
      }}
      name={task.name}
      state={{ resource: "task-states", id: task.task_state_id }}
      tags={
        <>
          {task.completed_at && (
            <Tag color="green" icon={<CheckCircleOutlined />}>
              {t("tasks:header.completed")}
            </Tag>
          )}
          {task.active === false && <Tag>{t("tasks:header.inactive")}</Tag>}
          <OverdueTag def={tasks} row={task} />
        </>
      }
      actions={<TaskActions task={task} />}
      facts={<TaskFacts task={task} />}
      description={task.description}
      figures={<TaskFigures task={task} onSaved={onSaved} />}
      presence={presence}
    />
  );
}
