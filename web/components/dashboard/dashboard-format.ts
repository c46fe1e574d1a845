// How the dashboard writes its figures in the user's language: counts, money (integer cents, as
// the API sends it), hours, percentages, durations and dates.
import dayjs from "dayjs";
import type { TFunction } from "i18next";
import { formatMoney } from "../../resource-pages/money";

export function formatCount(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(value);
}

export function formatAmount(cents: number, lang: string): string {
  return formatMoney(cents, lang);
}

/** Money without its cents, for a chart's axis (12.345 €). */
export function formatWholeAmount(cents: number, lang: string): string {
  return formatMoney(cents, lang, { decimals: "none" });
}

export function formatDecimal(value: number, lang: string, digits = 1): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(value);
}

/** A percentage given as 0..100 ("45 %" in Spanish, "45%" in English). */
export function formatPercent(percent: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 }).format(percent / 100);
}

/** A change given as a share (0.125 → "12,5 %"), without sign: the arrow says which way. */
export function formatShare(share: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: Math.abs(share) < 0.1 ? 1 : 0 }).format(
    Math.abs(share),
  );
}

/** Minutes as the largest two units that say it: "45 min", "3 h 20 min", "2 d 4 h". */
export function formatMinutes(minutes: number, t: TFunction): string {
  const total = Math.round(minutes);
  if (total < 60) return t("dashboard:duration.minutes", { m: total });
  if (total < 24 * 60) return t("dashboard:duration.hours", { h: Math.floor(total / 60), m: total % 60 });
  return t("dashboard:duration.days", { d: Math.floor(total / 1440), h: Math.floor((total % 1440) / 60) });
}

export function formatHours(hours: number, lang: string, t: TFunction): string {
  return t("dashboard:duration.hoursOnly", { h: formatDecimal(hours, lang) });
}

/** A calendar date (YYYY-MM-DD) in the language's short form. */
export function formatDay(date: string, lang: string): string {
  return dayjs(date).locale(lang).format("L");
}

/** A period in the language's words: "1 nov 2026 – 26 nov 2026". */
export function formatSpan(from: string, to: string, lang: string): string {
  return `${dayjs(from).locale(lang).format("ll")} – ${dayjs(to).locale(lang).format("ll")}`;
}
