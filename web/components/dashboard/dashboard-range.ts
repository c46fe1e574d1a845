// The dashboard's period, kept in the address (`?from=2026-11-01&to=2026-11-26`) so a reload or a
// shared link shows the same figures, and the picker's presets. Without one, the API answers its
// default (this month up to today, in the company's calendar).
import dayjs, { type Dayjs } from "dayjs";

export interface RangeParams {
  from?: string;
  to?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The longest period the API takes. */
export const MAX_RANGE_DAYS = 366;
export const DAY_FORMAT = "YYYY-MM-DD";

function validDate(value: string | null): value is string {
  return value !== null && DATE.test(value) && dayjs(value).format(DAY_FORMAT) === value;
}

/** Days from `from` to `to`, both counted. */
export function spanDays(from: string, to: string): number {
  return dayjs(to).diff(dayjs(from), "day") + 1;
}

/** The address's period when it is one the API takes (both dates, in order, at most 366 days); else none. */
export function readRange(params: URLSearchParams): RangeParams {
  const from = params.get("from");
  const to = params.get("to");
  if (!validDate(from) || !validDate(to) || from > to || spanDays(from, to) > MAX_RANGE_DAYS) return {};
  return { from, to };
}

export function writeRange(params: URLSearchParams, range: RangeParams): URLSearchParams {
  const next = new URLSearchParams(params);
  if (range.from && range.to) {
    next.set("from", range.from);
    next.set("to", range.to);
  } else {
    next.delete("from");
    next.delete("to");
  }
  return next;
}

export type PresetKey = "thisMonth" | "lastMonth" | "last30" | "thisQuarter" | "thisYear";

/** The picker's presets as of `today`: periods up to today, or the whole of last month. */
export function presets(today: Dayjs): { key: PresetKey; range: [Dayjs, Dayjs] }[] {
  const day = today.startOf("day");
  const quarterStart = day.startOf("year").add(Math.floor(day.month() / 3) * 3, "month");
  const lastMonth = day.startOf("month").subtract(1, "month");
  return [
    { key: "thisMonth", range: [day.startOf("month"), day] },
    { key: "lastMonth", range: [lastMonth, lastMonth.endOf("month").startOf("day")] },
    { key: "last30", range: [day.subtract(29, "day"), day] },
    { key: "thisQuarter", range: [quarterStart, day] },
    { key: "thisYear", range: [day.startOf("year"), day] },
  ];
}

/** Change from the previous period as a share (0.25 = 25 % more); null when there was nothing before. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / Math.abs(previous);
}
