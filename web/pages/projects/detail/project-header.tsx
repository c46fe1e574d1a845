// The top of a project's page: back link, name with its state and active tags, the header
// buttons, the facts (client, manager, category, priority), the description and the figures.
import { Card, Grid, Space, Tag, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ReferenceTag } from "../../../components/child-records/reference-tag";
import { ProjectActions } from "./project-actions";
import { ProjectFacts } from "./project-facts";
import { ProjectFigures } from "./project-figures";
import type { ProjectRecord } from "./project-record";

export function ProjectHeader({ project }: { project: ProjectRecord }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  return (
    <Card data-testid="project-header" styles={{ body: { padding: screens.sm ? 24 : 16 } }}>
      <Link to="/projects">
        <Space size={4}>
          <ArrowLeftOutlined />
          {t("project-detail:back")}
        </Space>
      </Link>
      <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 12, marginTop: 8 }}>
        <Space wrap size={8} align="center">
          <Typography.Title level={3} style={{ margin: 0, overflowWrap: "anywhere" }} data-testid="project-name">
            {project.name}
          </Typography.Title>
          <span data-testid="project-state">
            <ReferenceTag resource="project-states" id={project.project_state_id} />
          </span>
          {project.active === false ? <Tag>{t("project-detail:header.inactive")}</Tag> : <Tag color="green">{t("project-detail:header.active")}</Tag>}
        </Space>
        <ProjectActions project={project} />
      </div>
      <ProjectFacts project={project} />
      {project.description && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3, expandable: true }} style={{ marginTop: 8, marginBottom: 0, whiteSpace: "pre-wrap" }}>
          {project.description}
        </Typography.Paragraph>
      )}
      <ProjectFigures project={project} />
    </Card>
  );
}
