// The trail of one project's board (/tasks/kanban/:projectId): Refine finds no resource for that
// path, so its own breadcrumb would be empty. Home / Projects / the project / Task board.
import { useOne } from "@refinedev/core";
import { Breadcrumb } from "antd";
import { DashboardOutlined, ProjectOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

export function ProjectBoardBreadcrumb({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  // The same query as the page's title: one request for both.
  const { result } = useOne({ resource: "projects", id: projectId });
  const name = result?.name ? String(result.name) : `#${projectId}`;
  return (
    <Breadcrumb
      data-testid="project-board-breadcrumb"
      items={[
        {
          key: "home",
          title: (
            <Link to="/" aria-label={t("menu.dashboard")}>
              <DashboardOutlined />
            </Link>
          ),
        },
        {
          key: "projects",
          title: (
            <Link to="/projects">
              <ProjectOutlined /> {t("resources:projects.title")}
            </Link>
          ),
        },
        { key: "project", title: <Link to={`/projects/${projectId}`}>{name}</Link> },
        { key: "board", title: t("menu.tasks-kanban") },
      ]}
    />
  );
}
