// Finish-to-start dependencies: the tasks this one waits for (added with a picker among the
// project's tasks, removable) and, read-only, the tasks waiting for it. A cycle is refused by the
// API with its message; a date clash is a warning the user may accept.
import { useState } from "react";
import type { BaseRecord } from "@refinedev/core";
import { useCan, useDelete, useList } from "@refinedev/core";
import { Alert, App, Button, Divider, Space, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { httpClient } from "../../../../providers/http-client";
import { toast } from "../../../../providers/toast";
import { askWithModal, sendConfirmingDependencyDates } from "../confirm-dependency-dates";
import type { TaskRecord } from "../task-record";
import { DependencyList } from "./dependency-list";
import { TaskPicker } from "./task-picker";

const RESOURCE = "task-dependencies";

function useLinks(field: "task_id" | "depends_on_id", taskId: number, enabled: boolean) {
  return useList({
    resource: RESOURCE,
    filters: [{ field, operator: "eq", value: taskId }],
    sorters: [{ field: "id", order: "asc" }],
    pagination: { currentPage: 1, pageSize: 100, mode: "server" },
    queryOptions: { enabled },
  });
}

/** The API's reason for refusing the link (a cycle, a duplicate), to show under the picker. */
function refusal(error: unknown): string | null {
  const data = (
    error as { response?: { status?: number; data?: { errors?: Record<string, unknown>; message?: unknown } } }
  )?.response;
  if (data?.status !== 422) return null;
  const messages = Object.values(data.data?.errors ?? {})
    .flat()
    .map(String);
  return messages.join(" ") || String(data.data?.message ?? "");
}

export function DependenciesSection({ task, onChanged }: { task: TaskRecord; onChanged(): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const mayList = useCan({ resource: RESOURCE, action: "list" }).data?.can ?? false;
  const mayCreate = useCan({ resource: RESOURCE, action: "create" }).data?.can ?? false;
  const mayDelete = useCan({ resource: RESOURCE, action: "delete" }).data?.can ?? false;
  const before = useLinks("task_id", task.id, mayList);
  const after = useLinks("depends_on_id", task.id, mayList);
  const remove = useDelete();
  const [picked, setPicked] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const predecessors = before.result?.data ?? [];
  const successors = after.result?.data ?? [];

  const reload = () => {
    void before.query.refetch();
    void after.query.refetch();
    onChanged();
  };

  const add = async () => {
    if (!picked) return;
    setAdding(true);
    setError(null);
    const body = { task_id: task.id, depends_on_id: picked };
    try {
      const saved = await sendConfirmingDependencyDates(
        (config) => httpClient.post(RESOURCE, body, config),
        askWithModal(modal),
      );
      if (saved !== undefined) {
        toast({ type: "success", message: t("tasks:dependencies.added") });
        setPicked(null);
        reload();
      }
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setAdding(false);
    }
  };

  const removeLink = (row: BaseRecord) =>
    remove
      .mutateAsync({
        resource: RESOURCE,
        id: row.id!,
        mutationMode: "pessimistic",
        errorNotification: false,
        successNotification: () => ({ message: t("tasks:dependencies.removed"), type: "success" }),
      })
      .then(reload);

  if (!mayList) return null;
  return (
    <div data-testid="dependencies-section">
      <Typography.Paragraph type="secondary">{t("tasks:dependencies.explain")}</Typography.Paragraph>
      {mayCreate && (
        <Space.Compact style={{ display: "flex", width: "100%", maxWidth: 560, marginBottom: 8 }}>
          <TaskPicker
            projectId={task.project_id}
            exclude={[task.id, ...predecessors.map((d) => Number(d.depends_on_id))]}
            value={picked}
            onChange={(v) => {
              setPicked(v);
              setError(null);
            }}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!picked}
            loading={adding}
            onClick={() => void add()}
            data-testid="dependency-add"
          >
            {t("tasks:dependencies.add")}
          </Button>
        </Space.Compact>
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          message={error}
          style={{ maxWidth: 560, marginBottom: 8 }}
          data-testid="dependency-error"
        />
      )}
      <Divider orientation="left" plain style={{ marginTop: 8 }}>
        {t("tasks:dependencies.dependsOn")}
      </Divider>
      <DependencyList
        rows={predecessors}
        otherField="depends_on_id"
        loading={before.query.isLoading}
        emptyText={t("tasks:dependencies.noneBefore")}
        onRemove={mayDelete ? removeLink : undefined}
        testId="dependencies-before"
      />
      <Divider orientation="left" plain>
        {t("tasks:dependencies.blocks")}
      </Divider>
      <DependencyList
        rows={successors}
        otherField="task_id"
        loading={after.query.isLoading}
        emptyText={t("tasks:dependencies.noneAfter")}
        testId="dependencies-after"
      />
    </div>
  );
}
