import { ACTIVITY_TYPES } from "../../../../resources/crm/crm-options";

export { ACTIVITY_TYPES };
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** A `lead-activities` row as the API answers it (docs/crm-api.md). */
export interface Activity {
  id: number;
  version: number;
  lead_id: number;
  lead_name: string | null;
  type: ActivityType;
  subject: string;
  notes: string | null;
  owner_id: number | null;
  owner_name: string | null;
  /** ISO date-time. */
  due_at: string;
  duration_minutes: number | null;
  done: boolean;
  done_at: string | null;
  outcome: string | null;
}

/** The calendar's filters, as kept in the URL. */
export interface CalendarFilters {
  owner_id?: number;
  type?: ActivityType;
}

export const CALENDAR_VIEWS = ["dayGridMonth", "timeGridWeek", "timeGridDay", "listWeek"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export function isActivityType(value: unknown): value is ActivityType {
  return typeof value === "string" && (ACTIVITY_TYPES as readonly string[]).includes(value);
}

export function isCalendarView(value: unknown): value is CalendarView {
  return typeof value === "string" && (CALENDAR_VIEWS as readonly string[]).includes(value);
}
