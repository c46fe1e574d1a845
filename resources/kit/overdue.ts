import type { ResourceDef } from "./types.js";

// Overdue rows (a task past its due date and not completed, a project past its end date and not
// at 100 %), from the resource's `overdue` declaration: the API filters by it in SQL
// (api/crud/derived-filters.ts), the screens tag rows with this same rule.
export const OVERDUE_FILTER = "overdue";

/** Today as the API's dates are written (YYYY-MM-DD), in the browser's or server's local time. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isOverdue(
  def: Pick<ResourceDef, "overdue">,
  row: Record<string, unknown>,
  today = localToday(),
): boolean {
  const rule = def.overdue;
  if (!rule) return false;
  const date = row[rule.date];
  if (typeof date !== "string" || date.slice(0, 10) >= today) return false;
  if ("set" in rule.doneWhen) {
    const done = row[rule.doneWhen.set];
    return done === null || done === undefined || done === "";
  }
  if ("settled" in rule.doneWhen) return Number(row[rule.doneWhen.settled] ?? 0) > 0;
  const { field, value } = rule.doneWhen.reaches;
  return Number(row[field] ?? 0) < value;
}
