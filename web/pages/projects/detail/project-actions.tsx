// The project's header buttons, each shown only when the user may use it: edit (the generated
// edit page), delete (typing the name), its task board, its Gantt and invoicing its unbilled time.
import { useCan } from "@refinedev/core";
import { Button, Space } from "antd";
import { AppstoreOutlined, BarChartOutlined, EditOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { DeleteConfirmButton } from "../../../resource-pages/delete-confirm";
import { rowAllows } from "../../../providers/access-row-permissions";
import type { ProjectRecord } from "./project-record";
import { UnbilledTimeButton } from "../../billing/unbilled/unbilled-time-button";
import { projects } from "../../../../resources/projects/projects";

export function ProjectActions({ project }: { project: ProjectRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayEdit =
    (useCan({ resource: "projects", action: "edit", params: { id: project.id } }).data?.can ?? false)
    && rowAllows(project, "edit");
  const mayBoard = useCan({ resource: "tasks", action: "list" }).data?.can;
  const mayGantt = useCan({ resource: "projects", action: "list" }).data?.can;
  return (
    <Space wrap size={8}>
      {mayBoard && (
        <Button icon={<AppstoreOutlined />} onClick={() => navigate(`/tasks/kanban/${project.id}`)}>
          {t("project-detail:actions.tasksBoard")}
        </Button>
      )}
      {mayGantt && (
        <Button icon={<BarChartOutlined />} onClick={() => navigate(`/projects/gantt?project_id=${project.id}`)}>
          {t("project-detail:actions.gantt")}
        </Button>
      )}
      <UnbilledTimeButton projectId={project.id} />
      {mayEdit && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/projects/edit/${project.id}`)}>
          {t("project-detail:actions.edit")}
        </Button>
      )}
      <DeleteConfirmButton def={projects} record={project} onDeleted={() => navigate("/projects")} />
    </Space>
  );
}
