// /tasks/:id — a task's header (state, priority, assignee, progress, hours, dates) and its
// comments, dependencies, time, notes and files in tabs. A task the user may not see answers 404
// from the API (row scope), shown as not found.
import { useOne } from "@refinedev/core";
import { Button, Result, Spin } from "antd";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PresenceAvatars } from "../../components/live/presence-avatars";
import { TaskHeader } from "./detail/task-header";
import type { TaskRecord } from "./detail/task-record";
import { TaskTabs } from "./detail/task-tabs";

export function TaskDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const taskId = Number(id);
  const valid = Number.isInteger(taskId) && taskId > 0;
  const { result: task, query } = useOne<TaskRecord>({
    resource: "tasks",
    id: taskId,
    queryOptions: { enabled: valid, retry: false },
    // The HTTP client already toasts a failed request.
    errorNotification: false,
  });
  const refresh = () => void query.refetch();

  if (valid && query.isLoading) return <Spin size="large" style={{ display: "block", margin: "20vh auto" }} />;
  if (!valid || query.isError || !task) {
    const status = query.error?.statusCode === 403 ? "403" : "404";
    return (
      <div data-testid="task-not-found">
        <Result
          status={status}
          title={t("tasks:notFound.title")}
          subTitle={t("tasks:notFound.message")}
          extra={
            <Link to="/projects">
              <Button type="primary">{t("tasks:notFound.back")}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div data-testid="task-detail">
      {/* Keyed by id: following a dependency to another task starts its sections afresh. */}
      <TaskHeader
        key={`header-${task.id}`}
        task={task}
        onSaved={refresh}
        presence={<PresenceAvatars resource="tasks" id={task.id} />}
      />
      <TaskTabs key={`tabs-${task.id}`} task={task} onChanged={refresh} />
    </div>
  );
}
