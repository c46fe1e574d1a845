// The task board's title: for one project, its name, linked to the project's page.
import { useOne } from "@refinedev/core";
import { Space, Typography } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

export function TasksBoardTitle({ projectId }: { projectId?: number }) {
  const { t } = useTranslation();
  const { result, query } = useOne({
    resource: "projects",
    id: projectId ?? "",
    queryOptions: { enabled: projectId !== undefined },
  });
  // Refine's page header makes only a plain-text title a heading; this one is a heading too.
  if (projectId === undefined)
    return (
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t("kanban:tasks.title")}
      </Typography.Title>
    );
  const name = result?.name ? String(result.name) : query.isLoading ? "…" : `#${projectId}`;
  return (
    <Space size={8} wrap>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t("kanban:tasks.projectTitle", { project: name })}
      </Typography.Title>
      <Link to={`/projects/${projectId}`}>{t("kanban:tasks.openProject")}</Link>
    </Space>
  );
}
