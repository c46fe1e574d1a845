import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { seriesKindOf } from "../../../resources/billing/billing-options.js";
import { GROUND_OF_CODE } from "../../../resources/billing/exemption-grounds.js";
import { recordAudit } from "../../audit/record-audit.js";
import { conflict, fieldError } from "../../errors.js";
import type { Row } from "../../crud/read-rows.js";
import { linesOf, recomputeAmounts } from "./invoice-amounts.js";
import { companyToday } from "./invoice-status.js";
import { rowOf } from "../../db/dynamic-table.js";
import type { Database } from "../../db/schema.js";

// A rectifying invoice (RD 1619/2012 art. 15) is a new invoice in a rectifying series that names
// the one it corrects: by substitution it carries the corrected whole (it starts as a copy of the
// original, to edit), by difference only the change (it starts as the original negated). The
// original is never edited or deleted.
export interface Rectification {
  kind: string;
  method: "substitution" | "difference";
  reason: string | null;
}

export async function draftRectification(
  trx: Kysely<Database>,
  request: FastifyRequest | null,
  row: Row,
  r: Rectification,
): Promise<number> {
  const original = rowOf("invoices", row);
  if (original.status === "draft" || original.status === "voided") throw conflict("billing-api:rectifyIssued");
  const simplified = original.kind === "F2" || original.kind === "R5";
  if (simplified !== (r.kind === "R5")) throw fieldError("kind", "billing-api:rectifyKind");
  const series = await trx
    .selectFrom("invoice_series")
    .select("id")
    .where("kind", "=", seriesKindOf(r.kind))
    .where("active", "=", true)
    .orderBy("id")
    .executeTakeFirst();
  if (!series) throw fieldError("kind", "billing-api:noRectifyingSeries");
  const { id } = await trx
    .insertInto("invoices")
    .values({
      kind: r.kind,
      series_id: series.id,
      client_id: original.client_id,
      project_id: original.project_id,
      issue_date: companyToday(),
      due_date: sql`greatest(${companyToday()}, cast(${original.due_date ?? original.issue_date} as date))`,
      language: original.language,
      surcharge: original.surcharge,
      payment_method: original.payment_method ?? null,
      irpf_rate: original.irpf_rate,
      rectifies_id: original.id,
      rectification_method: r.method,
      rectification_reason: r.reason,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const sign = r.method === "difference" ? -1 : 1;
  for (const line of await linesOf(trx, original.id)) {
    const { id: _id, ...values } = line;
    const ground = line.exemption_ground ?? (line.exemption ? GROUND_OF_CODE[line.exemption] : null);
    await trx
      .insertInto("invoice_lines")
      .values({ ...values, exemption_ground: ground, quantity: line.quantity * sign, invoice_id: id })
      .execute();
  }
  await recomputeAmounts(trx, id, original.irpf_rate);
  await recordAudit(trx, request, {
    action: "rectify",
    resource: "invoices",
    recordId: original.id,
    after: { rectifying_id: id, kind: r.kind, method: r.method },
  });
  return id;
}

/** Once a rectification issues: by substitution, or voiding the whole, the original is no longer due. */
export async function settleOriginal(trx: Kysely<Database>, rectifying: Row, voiding: boolean): Promise<void> {
  if (!rectifying.rectifies_id || (!voiding && rectifying.rectification_method !== "substitution")) return;
  const originalId = Number(rectifying.rectifies_id);
  await trx
    .updateTable("invoices")
    .set({
      status: "voided",
      voided_at: sql`now()`,
      voided_by_id: Number(rectifying.id),
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where("id", "=", originalId)
    .execute();
  // Its hours may be invoiced again.
  await sql`update time_entries set invoice_line_id = null, invoiced_at = null where invoice_line_id in (select id from
    invoice_lines where invoice_id = ${originalId})`.execute(trx);
}
