// Business-time arithmetic for the SLA clock: minutes counted only inside the company's working
// window, on its working days, outside its holidays, in its time zone. Pure: the calendar comes
// in (api/modules/support/sla/calendar.ts reads it from the database).
import { compareDates, instantAt, isoDate, isoWeekday, localDateOf, nextDate, type LocalDate } from "./zoned-time.js";

export interface BusinessCalendar {
  /** IANA zone the days, hours and holidays are read in. */
  timeZone: string;
  /** ISO weekdays worked: 1 = Monday … 7 = Sunday. */
  days: number[];
  /** Local "HH:MM" the window opens. */
  start: string;
  /** Local "HH:MM" it closes, after start; "24:00" is the end of the day (round-the-clock support). */
  end: string;
  /** Local dates ("YYYY-MM-DD") not worked. */
  holidays: string[];
}

const MINUTE = 60_000;
// Beyond this many calendar days a target is taken for a mistake rather than walked day by day.
const MAX_DAYS = 366 * 30;

/** Minutes since midnight of "HH:MM" (00:00–24:00), or null when it is not such a time. */
export function minuteOfDay(value: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : null;
}

interface Prepared {
  timeZone: string;
  days: Set<number>;
  start: number;
  end: number;
  holidays: Set<string>;
}

/**
 * Checks the calendar once. One with no working time at all (no weekday in 1–7, or a window that
 * does not open) throws a RangeError: adding minutes to it would never end, and the company
 * settings refuse such a calendar, so meeting one is a bug to surface, not a value to return.
 */
function prepare(cal: BusinessCalendar): Prepared {
  const start = minuteOfDay(cal.start);
  const end = minuteOfDay(cal.end);
  const days = new Set(cal.days.filter((d) => Number.isInteger(d) && d >= 1 && d <= 7));
  if (start === null || end === null || start >= end)
    throw new RangeError(`Business calendar: the window ${cal.start}–${cal.end} never opens`);
  if (!days.size) throw new RangeError("Business calendar: no working weekday");
  return { timeZone: cal.timeZone, days, start, end, holidays: new Set(cal.holidays) };
}

// Intl is the slow part (a clock over weeks reads dozens of days): a day's window in a zone never
// changes, so it is remembered, within a bound.
const windows = new Map<string, [number, number]>();
const MAX_WINDOWS = 50_000;

/** The working window of a local date, as instants, or null on a day off. */
function windowOf(cal: Prepared, date: LocalDate): [number, number] | null {
  const day = isoDate(date);
  if (!cal.days.has(isoWeekday(date)) || cal.holidays.has(day)) return null;
  const key = `${cal.timeZone} ${day} ${cal.start} ${cal.end}`;
  let window = windows.get(key);
  if (!window) {
    if (windows.size >= MAX_WINDOWS) windows.clear();
    window = [instantAt(date, cal.start, cal.timeZone), instantAt(date, cal.end, cal.timeZone)];
    windows.set(key, window);
  }
  return window;
}

/**
 * The instant `minutes` business minutes after `from` (fractions allowed). Zero answers `from`
 * itself; a negative count throws. With the window's closing minute exactly reached it answers
 * the closing time (18:00), not the next opening. Throws a RangeError for a calendar with no
 * working time (see prepare).
 */
export function addBusinessMinutes(from: Date, minutes: number, cal: BusinessCalendar): Date {
  if (!Number.isFinite(minutes) || minutes < 0)
    throw new RangeError(`addBusinessMinutes: ${minutes} is not a count of minutes`);
  if (minutes === 0) return new Date(from.getTime());
  const prepared = prepare(cal);
  let left = minutes * MINUTE;
  let cursor = from.getTime();
  let date = localDateOf(cursor, prepared.timeZone);
  for (let day = 0; day < MAX_DAYS; day++, date = nextDate(date)) {
    const window = windowOf(prepared, date);
    if (!window || cursor >= window[1]) continue;
    cursor = Math.max(cursor, window[0]);
    const open = window[1] - cursor;
    if (left <= open) return new Date(cursor + left);
    left -= open;
    cursor = window[1];
  }
  throw new RangeError(`addBusinessMinutes: ${minutes} minutes reach beyond ${MAX_DAYS} days`);
}

/** Business milliseconds in [a, b); 0 when b <= a. Exact, for callers that compare against a target. */
export function businessMsBetween(a: Date, b: Date, cal: BusinessCalendar): number {
  const from = a.getTime();
  const to = b.getTime();
  if (to <= from) return 0;
  const prepared = prepare(cal);
  const last = localDateOf(to, prepared.timeZone);
  let total = 0;
  for (let date = localDateOf(from, prepared.timeZone); compareDates(date, last) <= 0; date = nextDate(date)) {
    const window = windowOf(prepared, date);
    if (window) total += Math.max(0, Math.min(to, window[1]) - Math.max(from, window[0]));
  }
  return total;
}

/**
 * Business minutes from a to b, rounded to the nearest whole minute (what an integer column such
 * as tickets.sla_paused_minutes stores); 0 when b <= a.
 */
export function businessMinutesBetween(a: Date, b: Date, cal: BusinessCalendar): number {
  return Math.round(businessMsBetween(a, b, cal) / MINUTE);
}
