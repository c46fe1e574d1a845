// Wall-clock time in an IANA zone with nothing but Intl: which local date an instant falls on,
// and which instant a local date and time names. The SLA clock counts business hours in the
// company's zone, so 09:00–18:00 stays nine hours on the days the zone changes its offset.

/** A local calendar date (month 1–12). */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // h23: midnight reads 00, not 24 (some runtimes answer 24 with hour12: false).
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local wall time of `instant` in `timeZone`, as milliseconds of a UTC clock showing it. */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant)))
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  return (
    Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
    + (((instant % 1000) + 1000) % 1000)
  );
}

/** How far the zone's clock runs ahead of UTC at `instant`, in milliseconds. */
export function zoneOffset(instant: number, timeZone: string): number {
  return wallClock(instant, timeZone) - instant;
}

export function localDateOf(instant: number, timeZone: string): LocalDate {
  const d = new Date(wallClock(instant, timeZone));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function nextDate(date: LocalDate, days = 1): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7;
}

export function isoDate(date: LocalDate): string {
  return (
    `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}`
    + `-${String(date.day).padStart(2, "0")}`
  );
}

/** Compares two local dates as numbers (negative when a is earlier). */
export function compareDates(a: LocalDate, b: LocalDate): number {
  return Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day);
}

/**
 * The instant at which the zone's clocks show `minuteOfDay` (0–1440) on `date`. A time the zone
 * skips (spring forward) moves on by the gap, as a clock would read it (02:30 → 03:30 in Madrid);
 * a time it shows twice (fall back) is its first showing.
 */
export function instantAt(date: LocalDate, minuteOfDay: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay * MINUTE;
  // A zone changes its offset at most once a day: the offsets a day either side are the candidates.
  const offsets = [
    ...new Set([zoneOffset(wall - DAY, timeZone), zoneOffset(wall, timeZone), zoneOffset(wall + DAY, timeZone)]),
  ];
  const valid = offsets.map((o) => wall - o).filter((t) => zoneOffset(t, timeZone) === wall - t);
  if (valid.length) return Math.min(...valid);
  // In a gap the offset grows: read the wall time with the offset from before the change.
  return wall - Math.min(...offsets);
}
