import { sql, type Kysely } from "kysely";
import type { FastifyRequest } from "fastify";
import { conflict } from "../../errors.js";
import { changedFields, recordAudit } from "../../audit/record-audit.js";
import type { Database } from "../../db/schema.js";
import { companyColumns, type CompanyBody } from "./company-input.js";
import { readCompany, type CompanyRow } from "./company-rows.js";
import { modeChange, verifactuUsedSince, yearStart, type VerifactuMode } from "./verifactu-mode.js";

export type CompanyChange = CompanyBody & { verifactu_mode?: VerifactuMode };

type StoredRow = CompanyRow & {
  business_start: string;
  business_end: string;
  timezone: string;
  verifactu_mode: VerifactuMode;
  verifactu_since: Date | null;
  certificate: { not_after: Date } | null;
};

/** The columns a change of mode writes, by the regulation's rules (verifactu-mode.ts). */
async function modeColumns(
  trx: Kysely<Database>,
  before: StoredRow,
  wanted: VerifactuMode | undefined,
): Promise<Record<string, unknown>> {
  if (wanted === undefined || wanted === before.verifactu_mode) return {};
  const now = new Date();
  const state = {
    mode: before.verifactu_mode,
    since: before.verifactu_since ? new Date(before.verifactu_since) : null,
    timezone: before.timezone,
    certificateNotAfter: before.certificate?.not_after ?? null,
  };
  const used = wanted === "no_verifactu" ? await verifactuUsedSince(trx, yearStart(now, before.timezone)) : false;
  return modeChange(state, wanted, used, now);
}

/**
 * PUT and PATCH /api/company (both partial: fields left out keep their value). A change of
 * VeriFactu mode gets an activity-log entry of its own ("verifactu_mode"), beside the update's.
 */
export async function saveCompany(
  db: Kysely<Database>,
  request: FastifyRequest<{ Body: CompanyChange }>,
): Promise<CompanyRow> {
  return db.transaction().execute(async (trx) => {
    const before = (await readCompany(trx, true)) as StoredRow;
    const { verifactu_mode: wanted, ...body } = request.body;
    const columns = companyColumns(body, before);
    if (request.body.version !== undefined && request.body.version !== before.version) throw conflict();
    const mode = await modeColumns(trx, before, wanted);
    await trx
      .updateTable("company")
      .set({ ...columns, ...mode, version: sql`version + 1`, updated_at: sql`now()` })
      .where("id", "=", 1)
      .execute();
    const after = await readCompany(trx);
    await recordAudit(trx, request, {
      action: "update",
      resource: "company",
      recordId: 1,
      ...changedFields(before, after),
    });
    if (mode.verifactu_mode) {
      await recordAudit(trx, request, {
        action: "verifactu_mode",
        resource: "company",
        recordId: 1,
        before: { verifactu_mode: before.verifactu_mode },
        after: { verifactu_mode: mode.verifactu_mode },
      });
    }
    return after;
  });
}
