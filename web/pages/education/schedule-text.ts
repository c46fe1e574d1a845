// A course's weekly classes as people read them ("Lunes 17:00–18:30 · Aula 2"), in week order.
import type { TFunction } from "i18next";
import { WEEKDAYS } from "../../../resources/education/education-options";
import type { SessionRecord } from "./education-records";

/** "17:00:00" (as PostgreSQL's time reads) or "17:00" → "17:00". */
export function shortTime(value: string | null | undefined): string {
  return value ? value.slice(0, 5) : "";
}

export function sortedSessions(sessions: readonly SessionRecord[]): SessionRecord[] {
  return [...sessions].sort(
    (a, b) =>
      WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday)
      || shortTime(a.start_time).localeCompare(shortTime(b.start_time)),
  );
}

export function sessionText(session: SessionRecord, t: TFunction): string {
  const day = t(`resources:course-sessions.options.weekday.${session.weekday}`, { defaultValue: session.weekday });
  const time = `${shortTime(session.start_time)}–${shortTime(session.end_time)}`;
  return session.room ? `${day} ${time} · ${session.room}` : `${day} ${time}`;
}
