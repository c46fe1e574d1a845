import { sql, type Kysely } from "kysely";
import { badRequest } from "../../errors.js";
import { addDays, companyDate } from "../tuition/company-date.js";
import type { Database } from "../../db/schema.js";

// The dashboard's dates: the range asked for (default: the company's month so far), the previous
// period of as many days ending the day before it, and the week (Monday to Sunday) of its last
// day. Datetime columns are compared with the instants those days begin and end at in the
// company's time zone, written as the list filters take them (ISO, to the millisecond), so a
// figure and the list behind its link draw the line at the very same instant.

export const MAX_SPAN_DAYS = 366;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface Period {
  from: string;
  to: string;
}

/** A period's instants: from its first day's start to the last millisecond of its last day. */
export interface Instants {
  start: string;
  end: string;
  /**
   * The instant after `end` (the next day's start): the SQL's exclusive bound. A list takes `end`
   * in a `_lte` filter to mean "before the next millisecond" (api/crud/datetime-filter.ts), so a
   * figure and its list draw the line at the same instant.
   */
  until: string;
}

export interface DashboardRange extends Period {
  previous: Period;
  week: Period;
  /** The 30 days ending `to` (support's medians). */
  last30: Period;
  /** The database's own date (current_date), which the `overdue` and `at_risk` filters read. */
  today: string;
  at: { current: Instants; previous: Instants; week: Instants; last30: Instants };
}

export function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The range a query asks for, checked: a 400 (localized) for a bad date, an inverted range or one too long. */
export function parsePeriod(query: { from?: string; to?: string }, today: string): Period {
  for (const name of ["from", "to"] as const) {
    const value = query[name];
    if (value !== undefined && !isCalendarDate(value)) throw badRequest("dashboard-api:invalidDate", { param: name });
  }
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 7)}-01`;
  if (from > to) throw badRequest("dashboard-api:fromAfterTo", { from, to });
  if (daysBetween(from, to) + 1 > MAX_SPAN_DAYS) throw badRequest("dashboard-api:spanTooLong", { max: MAX_SPAN_DAYS });
  return { from, to };
}

export function previousOf(period: Period): Period {
  const to = addDays(period.from, -1);
  return { from: addDays(to, -daysBetween(period.from, period.to)), to };
}

export function weekOf(date: string): Period {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(date, -weekday);
  return { from, to: addDays(from, 6) };
}

export async function dashboardRange(
  db: Kysely<Database>,
  query: { from?: string; to?: string },
): Promise<DashboardRange> {
  const period = parsePeriod(query, await companyDate(db));
  const previous = previousOf(period);
  const week = weekOf(period.to);
  const last30 = { from: addDays(period.to, -29), to: period.to };
  const periods = [period, previous, week, last30];
  const days = periods.flatMap((p) => [p.from, addDays(p.to, 1)]);
  // Each day's midnight in the company's zone, as the database reckons it (its zone data).
  const { rows } = await sql<{ today: string; starts: string }>`
    select current_date::text as today,
      (select string_agg((extract(epoch from (d::timestamp at time zone coalesce((select timezone from company where id
      = 1), 'Europe/Madrid'))) * 1000)::bigint::text, ',' order by n)
        from unnest(cast(${days} as date[])) with ordinality as t(d, n)) as starts`.execute(db);
  const starts = rows[0].starts.split(",").map(Number);
  const instants = (i: number): Instants => ({
    start: new Date(starts[2 * i]).toISOString(),
    end: new Date(starts[2 * i + 1] - 1).toISOString(),
    until: new Date(starts[2 * i + 1]).toISOString(),
  });
  return {
    ...period,
    previous,
    week,
    last30,
    today: rows[0].today,
    at: { current: instants(0), previous: instants(1), week: instants(2), last30: instants(3) },
  };
}
