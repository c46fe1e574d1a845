import type { TFunction } from "i18next";
import type { RosterCourse } from "./roster-data.js";

/** "Lunes 17:00–18:30 (Aula 2); Miércoles 17:00–18:30" in the reader's language. */
export function scheduleText(t: TFunction, sessions: RosterCourse["sessions"]): string {
  return sessions
    .map(
      (s) =>
        `${t(`resources:course-sessions.options.weekday.${s.weekday}`)} `
        + `${s.start_time}–${s.end_time}${s.room ? ` (${s.room})` : ""}`,
    )
    .join("; ");
}
