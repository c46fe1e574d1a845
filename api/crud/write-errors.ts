import { columnOf, type ResourceDef } from "../../resources/index.js";
import { AppError, type FieldError } from "../errors.js";
import { databaseErrorToAppError } from "../db/database-errors.js";

// The database names columns; the API speaks field names. A refusal by a constraint (unique,
// missing reference, not null) is answered like the same rule checked by the API.
export function writeErrorToAppError(def: ResourceDef, error: unknown): unknown {
  const mapped = databaseErrorToAppError(error);
  if (!mapped) return error;
  if (!mapped.fieldErrors) return mapped;
  const byColumn = new Map(Object.keys(def.fields).map((field) => [columnOf(def, field), field]));
  const fieldErrors: Record<string, FieldError[]> = {};
  for (const [column, list] of Object.entries(mapped.fieldErrors))
    (fieldErrors[byColumn.get(column) ?? column] ??= []).push(...list);
  return new AppError(mapped.statusCode, mapped.key, mapped.params, fieldErrors, mapped.headers);
}
