// Who and what the project is: client (name and email), manager, category and priority.
import type { ReactNode } from "react";
import { Descriptions, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ReferenceLabel } from "../../../resource-pages/reference-label";
import { enumColor } from "../../../components/child-records/tag-colors";
import type { ProjectRecord } from "./project-record";

export function ProjectFacts({ project }: { project: ProjectRecord }) {
  const { t } = useTranslation();
  const none = <Typography.Text type="secondary">{t("project-detail:header.none")}</Typography.Text>;
  const client: ReactNode = project.client_name ? (
    <span data-testid="project-client">
      {project.client_name}
      {project.client_email && (
        <>
          {" · "}
          <Typography.Link href={`mailto:${project.client_email}`}>{project.client_email}</Typography.Link>
        </>
      )}
    </span>
  ) : (
    none
  );
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 4 }} style={{ marginTop: 8 }}>
      <Descriptions.Item label={t("project-detail:header.client")}>{client}</Descriptions.Item>
      <Descriptions.Item label={t("project-detail:header.manager")}>
        {project.manager_name ? <span data-testid="project-manager">{project.manager_name}</span> : none}
      </Descriptions.Item>
      <Descriptions.Item label={t("project-detail:header.category")}>
        {project.project_category_id ? (
          <ReferenceLabel resource="project-categories" id={project.project_category_id} />
        ) : (
          none
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t("project-detail:header.priority")}>
        {project.priority ? (
          <Tag color={enumColor(project.priority)} data-testid="project-priority">
            {t(`resources:projects.options.priority.${project.priority}`, { defaultValue: project.priority })}
          </Tag>
        ) : (
          none
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
