import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { LeadEventKind } from "../../../resources/crm/lead-page-answers.js";

// A lead's timeline (GET /api/leads/:id/timeline): one row per thing that happened to it, written
// in the transaction of the write it tells of (its kinds: resources/crm/lead-page-answers.ts).
// Merges move a source's rows to the target.

export interface LeadEvent {
  leadId: number;
  kind: LeadEventKind;
  actorId: number | null;
  data?: Record<string, unknown>;
}

export async function recordLeadEvent(trx: Kysely<Database>, event: LeadEvent): Promise<void> {
  await recordLeadEvents(trx, [event]);
}

export async function recordLeadEvents(trx: Kysely<Database>, events: LeadEvent[]): Promise<void> {
  if (!events.length) return;
  await trx
    .insertInto("lead_events")
    .values(
      events.map((e) => ({
        lead_id: e.leadId,
        kind: e.kind,
        actor_id: e.actorId,
        data: sql`cast(${JSON.stringify(e.data ?? {})} as jsonb)`,
      })),
    )
    .execute();
}
