import type { Kysely } from "kysely";
import { fieldError } from "../../errors.js";
import { instantAt, localDateOf } from "../support/sla/zoned-time.js";
import type { Database } from "../../db/schema.js";

// Which of the regulation's two modes the invoicing system runs in, and when it may change
// (docs/verifactu.md, "Modes"):
// - to VERI*FACTU at any time, once a certificate in force is uploaded (records cannot be sent
//   without one, and the legend would claim they are);
// - back to "no VERI*FACTU" only when VERI*FACTU has not been in use this calendar year (in the
//   company's time zone): not chosen since 1 January and no record made under it since then.
export const VERIFACTU_MODES = ["verifactu", "no_verifactu"] as const;
export type VerifactuMode = (typeof VERIFACTU_MODES)[number];

export interface ModeState {
  mode: VerifactuMode;
  /** When VERI*FACTU was last chosen. */
  since: Date | null;
  timezone: string;
  certificateNotAfter: Date | null;
}

/** The instant the calendar year of `now` began in `timezone`. */
export function yearStart(now: Date, timezone: string): Date {
  const { year } = localDateOf(now.getTime(), timezone);
  return new Date(instantAt({ year, month: 1, day: 1 }, 0, timezone));
}

/**
 * The columns a change of mode writes, or nothing when the mode stays; throws the localized 422.
 * `usedThisYear`: whether records were made under VERI*FACTU since `yearStart(now)`.
 */
export function modeChange(
  state: ModeState,
  wanted: VerifactuMode,
  usedThisYear: boolean,
  now: Date,
): Record<string, unknown> {
  if (wanted === state.mode) return {};
  if (wanted === "verifactu") {
    if (!state.certificateNotAfter || state.certificateNotAfter <= now)
      throw fieldError("verifactu_mode", "company:verifactuNeedsCertificate");
    return { verifactu_mode: "verifactu", verifactu_since: now };
  }
  const start = yearStart(now, state.timezone);
  if ((state.since && state.since >= start) || usedThisYear) {
    const year = localDateOf(now.getTime(), state.timezone).year;
    throw fieldError("verifactu_mode", "company:verifactuHoldsThisYear", { year, next: year + 1 });
  }
  return { verifactu_mode: "no_verifactu" };
}

/** Whether any record of this calendar year was made under VERI*FACTU. */
export async function verifactuUsedSince(db: Kysely<Database>, start: Date): Promise<boolean> {
  const row = await db
    .selectFrom("verifactu_records")
    .select("id")
    .where("verifactu_mode", "=", "verifactu")
    .where("created_at", ">=", start)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
