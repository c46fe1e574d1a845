import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { TFunction } from "i18next";
import type { FeedActivity } from "./feed-activities.js";

// One VEVENT per activity. VEVENT has no COMPLETED status (that is VTODO's, which most calendars
// do not show in a subscribed feed), so every event is CONFIRMED and a done one says so in its
// title. The UID stays the same across edits; SEQUENCE and LAST-MODIFIED tell a calendar that
// an event changed.

export interface FeedCalendarInput {
  publicUrl: string;
  t: TFunction;
  activities: FeedActivity[];
}

/** How often a calendar should poll, in seconds (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 900;

export function feedCalendar({ publicUrl, t, activities }: FeedCalendarInput): string {
  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    name: t("calendar-feed:name"),
    prodId: { company: "gestion", product: "crm", language: t("calendar-feed:prodLanguage") },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const a of activities) {
    const title = `${t(`calendar-feed:type.${a.type}`, { defaultValue: a.type })}: ${a.subject}`;
    calendar.createEvent({
      id: `lead-activity-${a.id}@${host}`,
      sequence: a.version,
      start: a.due_at,
      end: new Date(a.due_at.getTime() + a.duration_minutes * 60_000),
      summary: a.done ? t("calendar-feed:doneTitle", { title }) : title,
      description: describe(t, a),
      status: ICalEventStatus.CONFIRMED,
      created: a.created_at,
      lastModified: a.updated_at,
      url: new URL(`/crm/lead-detail/${a.lead_id}`, publicUrl).toString(),
    });
  }
  // RFC 5545 ends every line with CRLF, the last one too; the library leaves it off.
  return `${calendar.toString()}\r\n`;
}

function describe(t: TFunction, a: FeedActivity): string {
  const lines = [t("calendar-feed:lead", { name: a.lead_name })];
  if (a.notes) lines.push("", a.notes);
  if (a.done && a.outcome) lines.push("", t("calendar-feed:outcome", { outcome: a.outcome }));
  return lines.join("\n");
}
