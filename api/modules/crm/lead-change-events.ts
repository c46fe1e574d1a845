import { sql, type Kysely } from "kysely";
import type { LeadEvent } from "./lead-events.js";
import type { Database } from "../../db/schema.js";

// The timeline entries one write of a lead makes: created, or each of its status,
// stage, owner and value that changed, with the names as they were then (a renamed status or a
// departed owner still reads right later), and lost.

type Row = Record<string, unknown>;

const NAMED = [
  { field: "lead_status_id", kind: "status", table: "lead_statuses", name: sql`name` },
  { field: "stage_id", kind: "stage", table: "pipeline_stages", name: sql`name` },
  { field: "owner_id", kind: "owner", table: "users", name: sql`nullif(concat_ws(' ', name, lastname), '')` },
] as const;

async function nameOf(
  trx: Kysely<Database>,
  table: string,
  name: ReturnType<typeof sql>,
  id: unknown,
): Promise<string | null> {
  if (id === null || id === undefined) return null;
  const { rows } = await sql<{
    name: string | null;
  }>`select ${name} as name from ${sql.table(table)} where id = ${id}`.execute(trx);
  return rows[0]?.name ?? null;
}

export async function leadChangeEvents(
  trx: Kysely<Database>,
  before: Row | undefined,
  after: Row,
  actorId: number | null,
): Promise<LeadEvent[]> {
  const leadId = Number(after.id);
  const event = (kind: LeadEvent["kind"], data: Record<string, unknown> = {}): LeadEvent => ({
    leadId,
    kind,
    actorId,
    data,
  });
  if (!before) return [event("created")];
  const events: LeadEvent[] = [];
  for (const { field, kind, table, name } of NAMED) {
    if (before[field] === after[field]) continue;
    events.push(
      event(kind, {
        from: before[field] ?? null,
        to: after[field] ?? null,
        from_name: await nameOf(trx, table, name, before[field]),
        to_name: await nameOf(trx, table, name, after[field]),
      }),
    );
  }
  if (String(before.estimated_value ?? "") !== String(after.estimated_value ?? ""))
    events.push(event("value", { from: before.estimated_value ?? null, to: after.estimated_value ?? null }));
  if (!before.lost_at && after.lost_at) events.push(event("lost", { reason: after.lost_reason ?? null }));
  return events;
}
