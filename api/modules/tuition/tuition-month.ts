import type { Language } from "../../i18n.js";

// A tuition month travels as "YYYY-MM" and is stored as its first day (tuition_runs.month,
// tuition_charges.month). A course runs in it when its dates overlap the month.

export const MONTH_PATTERN = "^[0-9]{4}-(0[1-9]|1[0-2])$";

export interface MonthBounds {
  month: string;
  first: string;
  last: string;
}

export function monthBounds(month: string): MonthBounds {
  const [year, m] = month.split("-").map(Number);
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { month, first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, "0")}` };
}

/** A stored month (its first day) back as "YYYY-MM". */
export function monthOf(date: string): string {
  return String(date).slice(0, 7);
}

/** "marzo 2026", "March 2026": how an invoice line names the month, in the invoice's language. */
export function monthLabel(month: string, language: Language): string {
  const [year, m] = month.split("-").map(Number);
  const name = new Intl.DateTimeFormat(language, { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
  return `${name} ${year}`;
}
