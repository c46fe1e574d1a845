// The project row as GET /api/projects/<id> answers it (numeric columns may come as strings).
export interface ProjectRecord {
  id: number;
  version: number;
  name: string;
  description?: string | null;
  client_id?: number | null;
  client_name?: string | null;
  client_email?: string | null;
  manager_id?: number | null;
  manager_name?: string | null;
  project_category_id?: number | null;
  project_state_id: number;
  progress?: number | null;
  budget?: number | string | null;
  start_date?: string | null;
  end_date?: string | null;
  estimated_end_date?: string | null;
  estimated_hours?: number | string | null;
  actual_hours?: number | string | null;
  priority?: string | null;
  active?: boolean;
  [field: string]: unknown;
}

/** A numeric column's value, or undefined when it is empty. */
export function numberOf(value: unknown): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
