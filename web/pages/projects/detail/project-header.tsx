// The top of a project's page: back link, name with its state and active tags, the header
// buttons, the facts (client, manager, category, priority), the description and the figures.
import type { ReactNode } from "react";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { OverdueTag } from "../../../components/overdue/overdue-tag";
import { RecordHeader } from "../../../components/record-header";
import { ProjectActions } from "./project-actions";
import { ProjectFacts } from "./project-facts";
import { ProjectFigures } from "./project-figures";
import type { ProjectRecord } from "./project-record";
import { projects } from "../../../../resources/projects/projects";

export function ProjectHeader({ project, presence }: { project: ProjectRecord; presence?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <RecordHeader
      kind="project"
      back={{ to: "/projects", label: t("project-detail:back") }}
      name={project.name}
      state={{ resource: "project-states", id: project.project_state_id }}
      tags={
        <>
          {project.active === false ? (
            <Tag>{t("project-detail:header.inactive")}</Tag>
          ) : (
            <Tag color="green">{t("project-detail:header.active")}</Tag>
          )}
          <OverdueTag def={projects} row={project} />
        </>
      }
      actions={<ProjectActions project={project} />}
      facts={<ProjectFacts project={project} />}
      description={project.description}
      figures={<ProjectFigures project={project} />}
      presence={presence}
    />
  );
}
