// /projects/:id — a project's header (figures, facts, actions) and its records in tabs.
// A project the user may not see answers 404 from the API (row scope), shown as not found.
import { useOne } from "@refinedev/core";
import { Button, Result, Spin } from "antd";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PresenceAvatars } from "../../components/live/presence-avatars";
import { ProjectHeader } from "./detail/project-header";
import type { ProjectRecord } from "./detail/project-record";
import { ProjectTabs } from "./detail/project-tabs";

export function ProjectDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const projectId = Number(id);
  const valid = Number.isInteger(projectId) && projectId > 0;
  const { result: project, query } = useOne<ProjectRecord>({
    resource: "projects",
    id: projectId,
    queryOptions: { enabled: valid, retry: false },
    // The HTTP client already toasts a failed request.
    errorNotification: false,
  });

  if (valid && query.isLoading) return <Spin size="large" style={{ display: "block", margin: "20vh auto" }} />;
  if (!valid || query.isError || !project) {
    const status = query.error?.statusCode === 403 ? "403" : "404";
    return (
      <div data-testid="project-not-found">
        <Result
          status={status}
          title={t("project-detail:notFound.title")}
          subTitle={t("project-detail:notFound.message")}
          extra={
            <Link to="/projects">
              <Button type="primary">{t("project-detail:notFound.backToList")}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div data-testid="project-detail">
      <ProjectHeader project={project} presence={<PresenceAvatars resource="projects" id={project.id} />} />
      <ProjectTabs projectId={project.id} onChanged={() => void query.refetch()} />
    </div>
  );
}
