import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { recordAudit } from "../../audit/record-audit.js";
import { findRow } from "../../crud/read-rows.js";
import { AppError } from "../../errors.js";
import { INVOICES } from "../billing/invoice-access.js";
import { recipientErrors, recipientOf } from "../billing/invoice-recipient.js";
import { issueInvoice } from "../billing/issue-invoice.js";
import type { Database } from "../../db/schema.js";

// Issuing a run's drafts, in the caller's transaction, each as the invoice's issue action does
// (numbered in order, VeriFactu-recorded): one that cannot be issued refuses them all.
export async function issueRun(trx: Kysely<Database>, request: FastifyRequest, runId: number): Promise<number> {
  const drafts = await trx
    .selectFrom("invoices")
    .select(["id", "kind", "client_id"])
    .where("tuition_run_id", "=", runId)
    .where("status", "=", "draft")
    .orderBy("id")
    .forUpdate()
    .execute();
  await assertRecipients(trx, drafts);
  for (const { id } of drafts) {
    const draft = await findRow(trx, INVOICES, Number(id), undefined, true);
    if (draft) await issueInvoice(trx, request, draft);
  }
  await recordAudit(trx, request, {
    action: "issue",
    resource: "tuition-runs",
    recordId: runId,
    after: { issued: drafts.length },
  });
  return drafts.length;
}

// A run bills many families at once: a refusal names every client whose tax data a complete
// invoice lacks, so the admin completes them all before trying again, not one per attempt.
async function assertRecipients(trx: Kysely<Database>, drafts: { kind: string; client_id: unknown }[]): Promise<void> {
  const incomplete = new Set<string>();
  for (const draft of drafts) {
    const client = await recipientOf(trx, draft.client_id);
    if (client && Object.keys(recipientErrors(String(draft.kind), client)).length) incomplete.add(client.name);
  }
  if (incomplete.size)
    throw new AppError(422, "tuition-api:recipientsIncomplete", { clients: [...incomplete].join(", ") });
}
