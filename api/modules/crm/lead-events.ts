import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

// A lead's timeline (GET /api/leads/:id/timeline): one row per thing that happened to it, written
// in the transaction of the write it tells of. Merges move a source's rows to the target.
export const EVENT_KINDS = [
  "created",
  "status",
  "stage",
  "owner",
  "value",
  "note",
  "activity",
  "activity_done",
  "request",
  "answer",
  "email",
  "lost",
  "reopened",
  "converted",
  "merged",
  "imported",
] as const;
export type LeadEventKind = (typeof EVENT_KINDS)[number];

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
