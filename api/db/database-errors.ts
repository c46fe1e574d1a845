import { AppError } from "../errors.js";
import { databaseUnavailable, isDatabaseUnavailable } from "./database-unavailable.js";

// PostgreSQL's own refusals (unique, foreign key, bad values) become field errors or conflicts,
// so a constraint the database enforces answers like a rule the API checked.
interface PgError {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  detail?: string;
}

/**
 * Constraints whose refusal means something more precise than "duplicate" or "invalid": the
 * column the user should fix and the message that says why.
 */
const NAMED_CONSTRAINTS: Record<string, { column: string; key: string }> = {
  // One running timer per user (a partial unique index on user_id): the start is what is refused.
  time_entries_running_key: { column: "started_at", key: "validation:timerRunning" },
  // "Ends on or after it starts": the API checks it first (FieldDef.notBefore); this answers a
  // write that reached the database some other way.
  projects_dates_check: { column: "end_date", key: "validation:endBeforeStart" },
  project_phases_dates_check: { column: "end_date", key: "validation:endBeforeStart" },
  tasks_dates_check: { column: "due_date", key: "validation:endBeforeStart" },
  time_entries_dates_check: { column: "ended_at", key: "validation:endBeforeStart" },
  invoices_dates_check: { column: "due_date", key: "validation:endBeforeStart" },
  courses_dates_check: { column: "end_date", key: "validation:endBeforeStart" },
  enrollments_dates_check: { column: "valid_to", key: "validation:endBeforeStart" },
  // A class ends after it starts (end_time > start_time): notBefore lets equal times through, this does not.
  course_sessions_times_check: { column: "end_time", key: "validation:endAfterStart" },
  // A lead's status and stage agree on its outcome (migration 0019; the API keeps them so first).
  leads_converted_won: { column: "lead_status_id", key: "crm:outcome.converted" },
  lead_statuses_outcome_in_use: { column: "outcome", key: "crm:outcome.inUse" },
  pipeline_stages_outcome_in_use: { column: "outcome", key: "crm:outcome.inUse" },
};

/** Checks whose refusal means the row changed under the write: the user tries again. */
const CHANGED_MEANWHILE = new Set(["leads_outcome_agreement"]);

/** Triggers that refuse any change of a frozen row, by the constraint name they raise with. */
const FROZEN_ROWS: Record<string, string> = {
  invoice_issued: "billing-api:issuedImmutable",
  verifactu_append_only: "billing-api:recordsAppendOnly",
};

export function databaseErrorToAppError(error: unknown): AppError | null {
  if (isDatabaseUnavailable(error)) return databaseUnavailable(error);
  const e = error as PgError;
  if (typeof e?.code !== "string" || !/^[0-9A-Z]{5}$/.test(e.code)) return null;
  const named = e.constraint ? NAMED_CONSTRAINTS[e.constraint] : undefined;
  if (e.code === "23514" && e.constraint && CHANGED_MEANWHILE.has(e.constraint)) {
    return new AppError(409, "errors:conflict");
  }
  if (named && (e.code === "23505" || e.code === "23514")) {
    return new AppError(422, "validation:failed", {}, { [named.column]: [{ key: named.key }] });
  }
  switch (e.code) {
    case "23514": {
      // Any other check (a progress between 0 and 100, a known status): the value is not valid.
      const field = columnFromConstraint(e.constraint, e.table, "_check") ?? "_";
      return new AppError(422, "validation:failed", {}, { [field]: [{ key: "validation:invalid" }] });
    }
    case "23505": {
      const field = fieldFromDetail(e.detail) ?? columnFromConstraint(e.constraint, e.table, "_key") ?? "_";
      return new AppError(422, "validation:failed", {}, { [field]: [{ key: "validation:unique" }] });
    }
    case "23001":
    case "23503": {
      // Deleting a referenced row: the referencing table is the one named in the error.
      if (e.code === "23001" || /still referenced/.test(e.detail ?? ""))
        return new AppError(409, "errors:inUseUnknown", { table: e.table ?? "" });
      const field = fieldFromDetail(e.detail) ?? "_";
      return new AppError(422, "validation:failed", {}, { [field]: [{ key: "validation:reference" }] });
    }
    case "23502":
      return new AppError(422, "validation:failed", {}, { [e.column ?? "_"]: [{ key: "validation:required" }] });
    case "22001":
    case "22003":
    case "22007":
    case "22008":
    case "22P02":
    case "22P05":
    case "22021":
      return new AppError(400, "errors:badRequest");
    case "40001":
    case "40P01":
      // A serialization failure or a deadlock: this write lost a race with another one and was
      // rolled back whole. Not an outage (503) but a conflict: the other write went through, so
      // the user looks again and retries, as after a stale version (docs/database-errors.md).
      return new AppError(409, "errors:conflict");
    case "55000":
      // A row the database keeps frozen (an issued invoice, a VeriFactu record): its trigger names it.
      // (A database refusing connections is 55000 too, but while connecting: database-unavailable.ts.)
      if (e.constraint && FROZEN_ROWS[e.constraint]) return new AppError(409, FROZEN_ROWS[e.constraint]);
      return null;
  }
  return null;
}

function fieldFromDetail(detail?: string): string | undefined {
  // Key (name)=(x) … / Key (lower(name::text))=(x) …
  const match = detail && /Key \((?:lower\()?([a-z_]+)/.exec(detail);
  return match?.[1];
}

function columnFromConstraint(constraint?: string, table?: string, suffix = ""): string | undefined {
  if (!constraint || !table || !constraint.startsWith(`${table}_`) || !constraint.endsWith(suffix)) return undefined;
  return constraint.slice(table.length + 1, constraint.length - suffix.length);
}
