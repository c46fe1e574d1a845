// Time on a task: the start/stop timer, logging time by hand, and the entries. The database adds
// them up into the task's actual hours (and the project's), so every change refreshes the task.
import { useState } from "react";
import { useCan, useDelete, useList } from "@refinedev/core";
import { Button, Space } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useOwnership } from "../../../../components/use-ownership";
import type { TimeEntry } from "./time-entry";
import { TimeEntryList } from "./time-entry-list";
import { TimeEntryModal } from "./time-entry-modal";
import { TimerControl } from "./timer-control";
import { useRunningTimer } from "./use-running-timer";

const RESOURCE = "time-entries";
const PAGE_SIZE = 10;

type ModalState = { open: false } | { open: true; editing?: TimeEntry };

export function TimeSection({ taskId, onChanged }: { taskId: number; onChanged(): void }) {
  const { t } = useTranslation();
  const ownership = useOwnership();
  const mayList = useCan({ resource: RESOURCE, action: "list" }).data?.can ?? false;
  const mayCreate = useCan({ resource: RESOURCE, action: "create" }).data?.can ?? false;
  const mayEdit = useCan({ resource: RESOURCE, action: "edit" }).data?.can ?? false;
  const mayDelete = useCan({ resource: RESOURCE, action: "delete" }).data?.can ?? false;
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<ModalState>({ open: false });
  const { result, query } = useList<TimeEntry>({
    resource: RESOURCE,
    filters: [{ field: "task_id", operator: "eq", value: taskId }],
    sorters: [
      { field: "started_at", order: "desc" },
      { field: "id", order: "desc" },
    ],
    pagination: { currentPage: page, pageSize: PAGE_SIZE, mode: "server" },
    queryOptions: { enabled: mayList },
  });
  const timer = useRunningTimer(ownership.userId, mayCreate);
  const remove = useDelete();

  const changed = () => {
    void query.refetch();
    void timer.refetch();
    onChanged();
  };
  // Failures are toasted by the HTTP client; nothing changed then.
  const settle = (work: Promise<unknown>) => work.then(changed, () => undefined);

  if (!mayList) return null;
  return (
    <div data-testid="time-section">
      {mayCreate && (
        <Space wrap size={16} style={{ display: "flex", justifyContent: "space-between", marginBottom: 16 }}>
          <TimerControl
            taskId={taskId}
            running={timer.running}
            busy={timer.busy}
            onStart={() => void settle(timer.start(taskId))}
            onStop={(entry) => void settle(timer.stop(entry))}
          />
          <Button icon={<PlusOutlined />} onClick={() => setModal({ open: true })} data-testid="time-log">
            {t("tasks:time.log")}
          </Button>
        </Space>
      )}
      <TimeEntryList
        rows={result?.data ?? []}
        total={result?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        loading={query.isLoading}
        onPage={setPage}
        mayEdit={mayEdit}
        mayDelete={mayDelete}
        owns={ownership.owns}
        onEdit={(entry) => setModal({ open: true, editing: entry })}
        onDelete={(entry) =>
          settle(
            remove.mutateAsync({
              resource: RESOURCE,
              id: entry.id,
              mutationMode: "pessimistic",
              errorNotification: false,
              successNotification: () => ({ message: t("tasks:time.deleted"), type: "success" }),
            }),
          )
        }
      />
      <TimeEntryModal
        taskId={taskId}
        open={modal.open}
        editing={modal.open ? modal.editing : undefined}
        onClose={() => setModal({ open: false })}
        onSaved={changed}
      />
    </div>
  );
}
