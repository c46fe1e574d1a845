// The signed-in user's running timer, wherever it is (one per user, the database enforces it),
// and starting or stopping one: start = POST {task_id, started_at: now}, stop = PATCH {ended_at,
// version}. Failures (a timer already running elsewhere) are toasted by the HTTP client.
import { useEffect, useState } from "react";
import { useCreate, useList, useUpdate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { TimeEntry } from "./time-entry";

const RESOURCE = "time-entries";

export function useRunningTimer(userId: number | undefined, enabled: boolean) {
  const { t } = useTranslation();
  const { result, query } = useList<TimeEntry>({
    resource: RESOURCE,
    filters: [
      { field: "user_id", operator: "eq", value: userId },
      { field: "running", operator: "eq", value: true },
    ],
    // The database allows one running timer per user.
    pagination: { currentPage: 1, pageSize: 1, mode: "server" },
    queryOptions: { enabled: enabled && userId !== undefined },
  });
  const create = useCreate();
  const update = useUpdate();
  const running = result?.data?.[0] ?? null;

  return {
    running,
    busy: create.mutation.isPending || update.mutation.isPending,
    refetch: () => query.refetch(),
    start: (taskId: number) =>
      create.mutateAsync({
        resource: RESOURCE,
        values: { task_id: taskId, started_at: new Date().toISOString() },
        errorNotification: false,
        successNotification: () => ({ message: t("tasks:time.started"), type: "success" }),
      }),
    stop: (entry: TimeEntry) =>
      update.mutateAsync({
        resource: RESOURCE,
        id: entry.id,
        values: { ended_at: new Date().toISOString(), version: entry.version },
        mutationMode: "pessimistic",
        errorNotification: false,
        successNotification: () => ({ message: t("tasks:time.stopped"), type: "success" }),
      }),
  };
}

/** The current time, refreshed every `ms` while `active`: a running timer's ticking clock. */
export function useNow(active: boolean, ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
  return now;
}
