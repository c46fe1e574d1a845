import { sql, type Kysely } from "kysely";
import type { JobDefinition } from "../../../jobs/job-types.js";
import { notify } from "../../notifications/notify.js";
import type { BusinessCalendar } from "./business-time.js";
import { loadCalendar } from "./calendar.js";
import { clockPoint, NOTIFY_SHARE, type ClockName, type SlaTicket } from "./sla-clock.js";
import type { Database } from "../../../db/schema.js";

// The SLA warnings (issue 12): once a minute, tell each assignee whose open ticket has spent 80 %
// of a target, and again when it is breached. tickets.sla_warned keeps what was sent
// ("first_response:80", "resolution:breach"), and each marker is claimed by an UPDATE that only
// succeeds while the marker is missing, in the same transaction as the notification: with several
// instances (or a scan run twice) each warning goes out once, and a failed notification is
// retried by the next scan.

const BATCH = 200;

type Candidate = SlaTicket & { id: number; token: string; title: string; first_responded_at: Date | null };

/** Open, running, assigned tickets past a 75 % point (the stored *_warn_at) whose breach is not told yet. */
function candidates(db: Kysely<Database>, now: Date, afterId: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<Candidate>`
    select id, token, title, created_at, first_response_minutes, resolution_minutes, sla_paused_minutes, sla_paused_at,
      first_responded_at, resolved_at, first_response_due_at, first_response_warn_at, resolution_due_at,
      resolution_warn_at
    from tickets
    where resolved_at is null and sla_paused_at is null and assignee_id is not null and id > ${afterId}
      and ((first_responded_at is null and first_response_warn_at <= ${at} and not ('first_response:breach' =
      any(sla_warned)))
        or (resolution_warn_at <= ${at} and not ('resolution:breach' = any(sla_warned))))
    order by id
    limit ${BATCH}`.execute(db);
}

/**
 * Claims `marker` (and `also`, silently: a breach found before its 80 % warning went out makes
 * that warning pointless) while the ticket is still open, running and assigned; answers the
 * assignee to tell, or null when another scan got there first or the ticket moved on.
 */
async function claim(trx: Kysely<Database>, id: number, clock: ClockName, marker: string, also: string[]) {
  const markers = sql`array[${sql.join([marker, ...also])}]::text[]`;
  const { rows } = await sql<{ assignee_id: number }>`
    update tickets set sla_warned = sla_warned || array(select m from unnest(${markers}) m where not (m =
    any(tickets.sla_warned)))
    where id = ${id} and not (${marker} = any(sla_warned))
      and resolved_at is null and sla_paused_at is null and assignee_id is not null
      ${clock === "first_response" ? sql`and first_responded_at is null` : sql``}
    returning assignee_id`.execute(trx);
  return rows[0]?.assignee_id ?? null;
}

async function warnClock(
  db: Kysely<Database>,
  ticket: Candidate,
  clock: ClockName,
  cal: BusinessCalendar,
  now: Date,
): Promise<number> {
  const due = clockPoint(ticket, clock, 1, cal);
  const eighty = clockPoint(ticket, clock, NOTIFY_SHARE, cal);
  if (!due || !eighty || now < eighty) return 0;
  const breached = now >= due;
  const marker = `${clock}:${breached ? "breach" : "80"}`;
  return db.transaction().execute(async (trx) => {
    const userId = await claim(trx, ticket.id, clock, marker, breached ? [`${clock}:80`] : []);
    if (userId === null) return 0;
    await notify(trx, {
      userId,
      kind: breached ? "sla_breach" : "sla_warning",
      title: ticket.title,
      params: { clock },
      link: `/support/ticket-${ticket.token}`,
      resource: "tickets",
      recordId: ticket.id,
    });
    return 1;
  });
}

/** One scan at `now`; answers how many notifications it sent. */
export async function scanSla(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const cal = await loadCalendar(db);
  let sent = 0;
  for (let afterId = 0; ; ) {
    const { rows } = await candidates(db, now, afterId);
    for (const ticket of rows) {
      if (!ticket.first_responded_at) sent += await warnClock(db, ticket, "first_response", cal, now);
      sent += await warnClock(db, ticket, "resolution", cal, now);
    }
    if (rows.length < BATCH) return sent;
    afterId = rows[rows.length - 1].id;
  }
}

export const slaScanJob: JobDefinition = {
  name: "sla-scan",
  everyMs: 60_000,
  run: async ({ db, now }) => void (await scanSla(db, now)),
};
