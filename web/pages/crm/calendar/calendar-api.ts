// The calendar's calls. Failures are toasted by the HTTP client unless `silent`; callers only
// revert what they showed.
import { httpClient } from "../../../providers/http-client";
import type { Activity, CalendarFilters } from "./calendar-types";

const RESOURCE = "lead-activities";
/** The API's page size; a range holding more is read page after page. */
const PAGE = 100;
/** A range past this many activities shows the first ones (the week and day views stay whole). */
const MAX_EVENTS = 2000;

export interface ActivityRange {
  start: Date;
  end: Date;
}

/** The activities due within the range, for the filters. `silent`: a live reload fails quietly. */
export async function loadActivities(
  range: ActivityRange,
  filters: CalendarFilters,
  silent = false,
): Promise<Activity[]> {
  const base = {
    due_at_gte: range.start.toISOString(),
    due_at_lte: range.end.toISOString(),
    ...filters,
    _sort: "due_at,id",
    _order: "asc,asc",
  };
  const rows: Activity[] = [];
  for (let start = 0; start < MAX_EVENTS; start += PAGE) {
    const { data, headers } = await httpClient.get<Activity[]>(RESOURCE, {
      params: { ...base, _start: start, _end: start + PAGE },
      silent,
    });
    rows.push(...data);
    if (data.length < PAGE || rows.length >= Number(headers["x-total-count"] ?? 0)) break;
  }
  return rows;
}

export async function createActivity(values: Record<string, unknown>): Promise<Activity> {
  const { data } = await httpClient.post<Activity>(RESOURCE, values);
  return data;
}

/** `values` carries the row's `version`: a stale edit is refused (409) and toasted. */
export async function patchActivity(id: number, values: object): Promise<Activity> {
  const { data } = await httpClient.patch<Activity>(`${RESOURCE}/${id}`, values);
  return data;
}

export async function deleteActivity(id: number): Promise<void> {
  await httpClient.delete(`${RESOURCE}/${id}`);
}

export interface LeadOption {
  id: number;
  name: string;
  company?: string | null;
}

export async function searchLeads(q: string, signal?: AbortSignal): Promise<LeadOption[]> {
  const params = { ...(q.trim() ? { q: q.trim() } : {}), _sort: "name", _order: "asc", _start: 0, _end: 20 };
  const { data } = await httpClient.get<LeadOption[]>("leads", { params, signal, silent: true });
  return data;
}

export async function loadActivity(id: number): Promise<Activity> {
  const { data } = await httpClient.get<Activity>(`${RESOURCE}/${id}`, { silent: true });
  return data;
}
