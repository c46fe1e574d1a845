import { sql, type Kysely } from "kysely";
import { conflict, validationFailed, type FieldError } from "../../errors.js";
import { bicError, creditorIdError, ibanError, normalizeCode, normalizeIban } from "./sepa-checks.js";
import type { TuitionSettings } from "../../../resources/education/tuition-answers.js";
import type { Database } from "../../db/schema.js";

// The one row of tuition_settings: when the monthly run goes by itself, how far ahead debits are
// collected, and the creditor a remittance collects for.

export type { TuitionSettings };

export type SettingsInput = Partial<Omit<TuitionSettings, "version" | "updated_at" | "missing">> & { version: number };

const COLUMNS = [
  "auto_run",
  "run_day",
  "collection_days",
  "creditor_name",
  "creditor_id",
  "creditor_iban",
  "creditor_bic",
  "version",
  "updated_at",
] as const;
export const CREDITOR_REQUIRED = ["creditor_name", "creditor_id", "creditor_iban"] as const;

export async function readSettings(db: Kysely<Database>, lock = false): Promise<TuitionSettings> {
  const query = db
    .selectFrom("tuition_settings")
    .select([...COLUMNS])
    .where("id", "=", 1);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirstOrThrow();
  const settings = { ...row, updated_at: new Date(row.updated_at).toISOString() } as Omit<TuitionSettings, "missing">;
  return { ...settings, missing: CREDITOR_REQUIRED.filter((f) => !settings[f]) };
}

/** Checks and writes the sent fields; a stale version is a 409, a bad creditor field a 422 on it. */
export async function updateSettings(
  trx: Kysely<Database>,
  input: SettingsInput,
): Promise<{ before: TuitionSettings; after: TuitionSettings }> {
  const before = await readSettings(trx, true);
  if (before.version !== input.version) throw conflict();
  const { version: _version, ...sent } = input;
  const values: Record<string, unknown> = { ...sent };
  for (const field of ["creditor_name", "creditor_id", "creditor_iban", "creditor_bic"] as const) {
    const value = values[field];
    if (typeof value !== "string") continue;
    const trimmed =
      field === "creditor_name"
        ? value.trim()
        : field === "creditor_iban"
          ? normalizeIban(value)
          : normalizeCode(value);
    values[field] = trimmed === "" ? null : trimmed;
  }
  const errors: Record<string, FieldError[]> = {};
  const check = (field: string, error: FieldError | null) => {
    if (error) errors[field] = [error];
  };
  const iban = (values.creditor_iban ?? (values.creditor_iban === null ? null : before.creditor_iban)) as string | null;
  if (values.creditor_id) check("creditor_id", creditorIdError(String(values.creditor_id)));
  if (values.creditor_iban) check("creditor_iban", ibanError(String(values.creditor_iban)));
  const bic = "creditor_bic" in values ? values.creditor_bic : before.creditor_bic;
  if (bic && ("creditor_bic" in values || "creditor_iban" in values))
    check("creditor_bic", bicError(String(bic), iban));
  if (Object.keys(errors).length) throw validationFailed(errors);
  await trx
    .updateTable("tuition_settings")
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where("id", "=", 1)
    .execute();
  return { before, after: await readSettings(trx) };
}
