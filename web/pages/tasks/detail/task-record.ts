// A task as GET /api/tasks/:id answers it (resources/projects/tasks.ts, with its lookups).
export interface TaskRecord {
  id: number;
  version: number;
  name: string;
  description?: string | null;
  project_id: number;
  project_name?: string | null;
  phase_id?: number | null;
  assigned_to?: number | null;
  assigned_to_name?: string | null;
  task_state_id: number;
  priority: string;
  progress?: number | string | null;
  estimated_hours?: number | string | null;
  actual_hours?: number | string | null;
  start_date?: string | null;
  due_date?: string | null;
  completed_at?: string | null;
  active?: boolean;
  [key: string]: unknown;
}

/** Numeric columns may come back as strings (PostgreSQL numeric). */
export function numberOf(value: unknown): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** 90 → "1:30", 5 → "0:05": a duration the way time sheets write it. */
export function hoursMinutes(minutes: unknown): string {
  const total = Math.max(0, Math.round(Number(minutes) || 0));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}
