import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { recordAudit } from "../../audit/record-audit.js";
import { findRow } from "../../crud/read-rows.js";
import { INVOICES } from "../billing/invoice-access.js";
import { issueInvoice } from "../billing/issue-invoice.js";

// Issuing a run's drafts, in the caller's transaction, each as the invoice's issue action does
// (numbered in order, VeriFactu-recorded): one that cannot be issued refuses them all.
export async function issueRun(trx: Kysely<any>, request: FastifyRequest, runId: number): Promise<number> {
  const drafts = await trx.selectFrom("invoices").select("id").where("tuition_run_id", "=", runId).where("status", "=", "draft").orderBy("id").forUpdate().execute();
  for (const { id } of drafts) {
    const draft = await findRow(trx, INVOICES, Number(id), undefined, true);
    if (draft) await issueInvoice(trx, request, draft);
  }
  await recordAudit(trx, request, { action: "issue", resource: "tuition-runs", recordId: runId, after: { issued: drafts.length } });
  return drafts.length;
}
