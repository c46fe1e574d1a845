// How the remittance screen writes a month ("marzo 2026") and a date, in the reader's language.
import dayjs from "dayjs";

export function monthName(month: string, lang: string): string {
  const text = dayjs(`${month}-01`).locale(lang).format("MMMM YYYY");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function dateText(date: string | null | undefined, lang: string): string {
  return date ? dayjs(date).locale(lang).format("L") : "—";
}
