// The business-hours card's values. A time input cannot show "24:00", which the API takes as the
// end of the day (round-the-clock support): the card shows it as 00:00, and a window that closes
// at 00:00 closes at midnight, the end of the day.

export interface BusinessHours {
  business_days: number[];
  business_start: string;
  business_end: string;
}

export const toTimeInput = (end: string) => (end === "24:00" ? "00:00" : end);
export const fromTimeInput = (end: string) => (end === "00:00" ? "24:00" : end);

const minutes = (value: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(value ?? "");
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** Whether the window start–end (as the inputs hold them) opens at all. */
export function windowOpens(start: string, end: string): boolean {
  const from = minutes(start);
  const to = minutes(fromTimeInput(end));
  return from === null || to === null || from < to;
}

/** Monday to Sunday (ISO 1–7), named in the reader's language by the browser. */
export function weekdayOptions(language: string): { value: number; label: string }[] {
  const format = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
  // 5 January 2026 is a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const name = format.format(new Date(Date.UTC(2026, 0, 4 + day)));
    return { value: day, label: name.charAt(0).toLocaleUpperCase(language) + name.slice(1) };
  });
}
