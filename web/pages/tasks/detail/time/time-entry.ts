// A time entry as the API answers it, and the form's values turned into an API body.
import dayjs, { type Dayjs } from "dayjs";

export interface TimeEntry {
  id: number;
  version: number;
  task_id: number;
  user_id: number;
  user_name?: string | null;
  started_at: string;
  ended_at: string | null;
  minutes: number | null;
  note: string | null;
  billable: boolean;
}

/** A timer still running: no end and no minutes yet. */
export function isRunning(entry: Pick<TimeEntry, "ended_at" | "minutes">): boolean {
  return entry.ended_at === null && (entry.minutes === null || entry.minutes === undefined);
}

export type EntryMode = "duration" | "range";

export interface EntryFormValues {
  mode: EntryMode;
  date: Dayjs;
  minutes?: number | null;
  /** Times of day (only their hour and minute count). */
  start?: Dayjs | null;
  end?: Dayjs | null;
  note?: string | null;
  billable: boolean;
}

/** Entries logged as a plain duration are placed at this hour of their day. */
const DURATION_START_HOUR = 9;

function at(date: Dayjs, time: Dayjs): Dayjs {
  return date.hour(time.hour()).minute(time.minute()).second(0).millisecond(0);
}

/** The body to POST or PATCH: a duration (minutes, no end) or a start and an end. */
export function entryBody(values: EntryFormValues): Record<string, unknown> {
  const common = { note: values.note?.trim() || null, billable: values.billable };
  if (values.mode === "duration") {
    const started = values.date.hour(DURATION_START_HOUR).minute(0).second(0).millisecond(0);
    return { ...common, started_at: started.toISOString(), ended_at: null, minutes: values.minutes ?? null };
  }
  return {
    ...common,
    started_at: at(values.date, values.start!).toISOString(),
    ended_at: at(values.date, values.end!).toISOString(),
  };
}

/** The form's starting values: a new entry for today, or the entry being edited. */
export function entryFormValues(entry?: TimeEntry): EntryFormValues {
  if (!entry) return { mode: "duration", date: dayjs(), minutes: null, note: "", billable: true };
  const started = dayjs(entry.started_at);
  return entry.ended_at
    ? {
        mode: "range",
        date: started,
        start: started,
        end: dayjs(entry.ended_at),
        note: entry.note,
        billable: entry.billable,
      }
    : { mode: "duration", date: started, minutes: entry.minutes, note: entry.note, billable: entry.billable };
}

/** Minutes an entry counts: its stored minutes, or (running) those elapsed until `now`. */
export function entryMinutes(entry: TimeEntry, now: number): number {
  if (entry.minutes !== null && entry.minutes !== undefined) return entry.minutes;
  const end = entry.ended_at ? dayjs(entry.ended_at).valueOf() : now;
  return Math.max(0, Math.floor((end - dayjs(entry.started_at).valueOf()) / 60_000));
}
