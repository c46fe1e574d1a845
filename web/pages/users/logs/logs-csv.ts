import type { TFunction } from "i18next";
import { csvDocument } from "../../../../resources/kit/csv";
import type { AuditLogRow } from "../../../providers/audit-log-provider";

// The activity log as a file (the kit's CSV writer): who did what, to which record, from where,
// and the record before and after as JSON.
export function logsCsv(rows: readonly AuditLogRow[], t: TFunction): string {
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
  const cells = (row: AuditLogRow) => [
    row.created_at,
    row.user_name,
    row.user_email,
    row.action,
    row.resource,
    row.record_id,
    row.ip,
    row.request_id,
    row.before ? JSON.stringify(row.before) : "",
    row.after ? JSON.stringify(row.after) : "",
  ];
  return csvDocument(header, rows.map(cells));
}
