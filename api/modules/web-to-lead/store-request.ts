import { sql, type Kysely } from "kysely";
import type { FastifyRequest } from "fastify";
import { recordAudit } from "../../audit/record-audit.js";
import { findDuplicates } from "../crm/duplicates.js";
import { recordLeadEvent } from "../crm/lead-events.js";
import { refreshScores } from "../crm/lead-score.js";
import { insertLeadRow } from "../crm/lead-writes.js";
import { normalizePhone } from "../crm/phone.js";
import type { LeadRequestBody } from "./schemas.js";
import type { Database } from "../../db/schema.js";

export interface StoredRequest {
  requestId: number;
  leadId: number;
  createdLead: boolean;
}

/**
 * Files a website's request in one transaction: the lead with the same email or phone gets it
 * (and its owner follows it up), or a new unassigned lead is made from the contact details.
 */
export async function storeLeadRequest(
  db: Kysely<Database>,
  request: FastifyRequest,
  body: LeadRequestBody,
  subject: string,
): Promise<StoredRequest> {
  return db.transaction().execute(async (trx) => {
    await lockContact(trx, body);
    const [match] = await findDuplicates(trx, { email: body.email, phone: body.phone }, { limit: 1 });
    let leadId = match?.id;
    if (leadId === undefined) {
      const values = {
        name: body.name,
        email: body.email ?? null,
        phone: body.phone ?? null,
        company: body.company ?? null,
        source: "website",
      };
      leadId = await insertLeadRow(trx, values, request);
      await refreshScores(trx, [leadId]);
    }
    const row = {
      subject,
      message: body.message,
      lead_id: leadId,
      owner_id: match?.owner_id ?? null,
      service_id: await existingService(trx, body.service_id),
      channel: "web",
      status: "new",
      contact_name: body.name,
      contact_email: body.email ?? null,
      contact_phone: body.phone ?? null,
    };
    const { id } = await trx.insertInto("lead_requests").values(row).returning("id").executeTakeFirstOrThrow();
    await recordLeadEvent(trx, { leadId, kind: "request", actorId: null, data: { request_id: id, subject } });
    await recordAudit(trx, request, {
      action: "create",
      resource: "lead-requests",
      recordId: id,
      userId: null,
      after: { ...row, id },
    });
    return { requestId: id, leadId, createdLead: !match };
  });
}

// Two posts from one person at once (a double click) must not both find no lead and make two:
// the same contact waits for the other's transaction. Locks are taken in one order, no deadlock.
async function lockContact(trx: Kysely<Database>, body: LeadRequestBody): Promise<void> {
  const email = body.email?.toLowerCase();
  const phone = normalizePhone(body.phone);
  const keys = [email && `web-to-lead|email|${email}`, phone && `web-to-lead|phone|${phone}`]
    .filter((k): k is string => Boolean(k))
    .sort();
  for (const key of keys) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

// The form may name a service that was removed since the page was loaded: the request is kept
// without it rather than refused.
async function existingService(trx: Kysely<Database>, id: number | undefined): Promise<number | null> {
  if (id === undefined) return null;
  const row = await trx.selectFrom("lead_services").select("id").where("id", "=", id).forShare().executeTakeFirst();
  return row?.id ?? null;
}
