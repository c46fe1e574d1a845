import type { TFunction } from "i18next";
import { csvDocument, type CsvCell } from "../../../resources/kit/csv.js";
import { isoDate, type Roster } from "./roster-data.js";

/**
 * The roster as a spreadsheet opens it (resources/kit/csv.ts, as list exports are: headers and
 * statuses in the reader's language): the seated students, then the waitlist in order with positions.
 */
export function rosterCsv(t: TFunction, roster: Roster): string {
  const field = (name: string) => t(`resources:course-registrations.fields.${name}`);
  const header = [
    field("status"),
    t("education-api:roster.position"),
    field("student_name"),
    field("student_birth_date"),
    field("client_name"),
  ];
  const status = (value: unknown) => t(`resources:course-registrations.options.status.${String(value)}`);
  const cells = (r: Record<string, unknown>, position: number | null): CsvCell[] => [
    status(r.status),
    position,
    String(r.student_name),
    isoDate(r.student_birth_date),
    String(r.client_name ?? ""),
  ];
  const rows = [...roster.seated.map((r) => cells(r, null)), ...roster.waitlist.map((r) => cells(r, r.position))];
  return csvDocument(header, rows);
}
