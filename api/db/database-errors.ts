import { AppError } from "../errors.js";

// PostgreSQL's own refusals (unique, foreign key, bad values) become field errors or conflicts,
// so a constraint the database enforces answers like a rule the API checked.
interface PgError {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  detail?: string;
}

export function databaseErrorToAppError(error: unknown): AppError | null {
  const e = error as PgError;
  if (typeof e?.code !== "string" || !/^[0-9A-Z]{5}$/.test(e.code)) return null;
  switch (e.code) {
    case "23505": {
      const field = fieldFromDetail(e.detail) ?? columnFromConstraint(e.constraint, e.table, "_key") ?? "_";
      return new AppError(422, "validation:failed", {}, { [field]: [{ key: "validation:unique" }] });
    }
    case "23001":
    case "23503": {
      // Deleting a referenced row: the referencing table is the one named in the error.
      if (e.code === "23001" || /still referenced/.test(e.detail ?? "")) return new AppError(409, "errors:inUseUnknown", { table: e.table ?? "" });
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
      return new AppError(409, "errors:conflict");
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
