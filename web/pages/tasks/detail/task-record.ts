import type { RowOf } from "../../../../resources/kit/row-types";
import type { tasks } from "../../../../resources/projects/tasks";

// A task as GET /api/tasks/:id answers it, with its lookups, read from its declaration.
export type TaskRecord = RowOf<typeof tasks>;

/** 90 → "1:30", 5 → "0:05": a duration the way time sheets write it. */
export function hoursMinutes(minutes: unknown): string {
  const total = Math.max(0, Math.round(Number(minutes) || 0));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}
