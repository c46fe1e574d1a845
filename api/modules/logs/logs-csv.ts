import type { TFunction } from "i18next";
import { csvDocument } from "../../../resources/kit/csv.js";
import type { LogRow } from "./logs-sql.js";

// The activity log as a file (GET /api/logs/export.csv, the kit's CSV writer): who did what, to
// which record, from where, and the record before and after as JSON.
const text = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return typeof value === "object" ? JSON.stringify(value) : String(value);
};

export function logsCsv(rows: readonly LogRow[], t: TFunction): string {
  const header = [
    t("logs:columns.created_at"),
    t("logs:columns.user"),
    t("logs:csv.user_email"),
    t("logs:columns.action"),
    t("logs:columns.resource"),
    t("logs:columns.record_id"),
    t("logs:columns.ip"),
    t("logs:columns.request_id"),
    t("logs:csv.before"),
    t("logs:csv.after"),
  ];
  const columns = [
    "created_at",
    "user_name",
    "user_email",
    "action",
    "resource",
    "record_id",
    "ip",
    "request_id",
    "before",
    "after",
  ];
  return csvDocument(
    header,
    rows.map((row) => columns.map((name) => text(row[name]))),
  );
}
