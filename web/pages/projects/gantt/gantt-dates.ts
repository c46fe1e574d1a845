// The API speaks inclusive calendar days (YYYY-MM-DD); dhtmlx bars end at the exclusive instant
// after their last day. These helpers convert both ways in the browser's local time.
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDay(value: string | null | undefined): Date | undefined {
  const match = value ? DAY.exec(value) : null;
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The local midnight nearest to a dragged instant (drags land between day marks in coarse zooms). */
export function roundDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + (date.getHours() >= 12 ? 1 : 0));
}

export function formatDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The inclusive last day of a bar whose exclusive end is `end`, never before its first day. */
export function lastDayOf(start: Date, end: Date): Date {
  const first = roundDay(start);
  const last = addDays(roundDay(end), -1);
  // biome-ignore lint/complexity/useMathMinMax: Dates, which Math.max would turn into numbers
  return last < first ? first : last;
}
