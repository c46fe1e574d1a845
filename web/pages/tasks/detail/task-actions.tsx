// The task's header buttons, each shown only when the user may use it: edit (the generated edit
// page) and delete (typing the name), which returns to the task's project.
import { useCan } from "@refinedev/core";
import { Button, Space } from "antd";
import { EditOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { DeleteConfirmButton } from "../../../resource-pages/delete-confirm";
import { rowAllows } from "../../../providers/access-row-permissions";
import { pagePath } from "../../../providers/resource-paths";
import type { TaskRecord } from "./task-record";
import { tasks } from "../../../../resources/projects/tasks";

export function TaskActions({ task }: { task: TaskRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayEdit =
    (useCan({ resource: "tasks", action: "edit", params: { id: task.id } }).data?.can ?? false)
    && rowAllows(task, "edit");
  return (
    <Space wrap size={8}>
      {mayEdit && (
        <Button
          type="primary"
          icon={<EditOutlined />}
          onClick={() => navigate(pagePath(tasks, "edit").replace(":id", String(task.id)))}
          data-testid="task-edit"
        >
          {t("buttons.edit")}
        </Button>
      )}
      <DeleteConfirmButton def={tasks} record={task} onDeleted={() => navigate(`/projects/${task.project_id}`)} />
    </Space>
  );
}
