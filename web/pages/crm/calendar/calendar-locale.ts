// FullCalendar in the app's language: Spanish (its own locale: weeks from Monday, day and month
// names) or English (the library's default, weeks from Sunday). Our labels come from i18next.
import type { CalendarOptions } from "@fullcalendar/core";
import esLocale from "@fullcalendar/core/locales/es";
import type { TFunction } from "i18next";

export type CalendarLanguage = "es" | "en";

export function calendarLanguage(language: string | undefined): CalendarLanguage {
  return language?.startsWith("en") ? "en" : "es";
}

export function localeOptions(lang: CalendarLanguage, t: TFunction): Partial<CalendarOptions> {
  return {
    locale: lang === "es" ? esLocale : "en",
    firstDay: lang === "es" ? 1 : 0,
    buttonText: {
      today: t("calendar:views.today"),
      month: t("calendar:views.month"),
      week: t("calendar:views.week"),
      day: t("calendar:views.day"),
      list: t("calendar:views.agenda"),
    },
    noEventsText: t("calendar:noEvents"),
    moreLinkText: (n: number) => t("calendar:more", { count: n }),
    // 09:30 in Spanish, 9:30 AM in English.
    eventTimeFormat: { hour: lang === "en" ? "numeric" : "2-digit", minute: "2-digit", hour12: lang === "en" },
    slotLabelFormat: { hour: lang === "en" ? "numeric" : "2-digit", minute: "2-digit", hour12: lang === "en" },
  };
}
