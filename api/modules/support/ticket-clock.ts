import { sql, type Kysely } from "kysely";
import { SLA_PAUSING_STATUSES, type Urgency } from "../../../resources/support/ticket-options.js";
import type { Row } from "../../crud/read-rows.js";
import { businessMinutesBetween } from "./sla/business-time.js";
import { loadCalendar } from "./sla/calendar.js";
import { dueDates, type SlaTicket } from "./sla/sla-clock.js";
import { slaTargets } from "./sla-policy.js";
import type { Database } from "../../db/schema.js";

// The SLA clock on every ticket write (form, board, close): it stands still while the ticket
// waits (a pausing state) or is resolved, and on leaving such a state the dues move on by the
// business time it stood still. Targets follow the urgency and the client's type.
const stopsClock = (status: unknown) =>
  status === "resolved" || (SLA_PAUSING_STATUSES as readonly unknown[]).includes(status);

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

export async function applyClock(
  trx: Kysely<Database>,
  values: Record<string, unknown>,
  before: Row | undefined,
  now = new Date(),
): Promise<void> {
  const status = (values.status ?? before?.status ?? "new") as string;
  const calendar = await loadCalendar(trx);
  let recompute = !before;
  let pausedMinutes = Number(before?.sla_paused_minutes ?? 0);
  const pausedAt = before?.sla_paused_at ?? null;
  if (!before) {
    values.created_at = now;
    if (stopsClock(status)) values.sla_paused_at = now;
    if (status === "resolved") values.resolved_at = now;
  } else if (status !== before.status) {
    if (stopsClock(status) && !pausedAt) values.sla_paused_at = now;
    if (!stopsClock(status) && pausedAt) {
      pausedMinutes += businessMinutesBetween(asDate(pausedAt), now, calendar);
      values.sla_paused_minutes = pausedMinutes;
      values.sla_paused_at = null;
      recompute = true;
    }
    if (status === "resolved") values.resolved_at = now;
    else if (before.status === "resolved") values.resolved_at = null;
  }
  const urgency = (values.urgency ?? before?.urgency ?? "medium") as Urgency;
  const clientId = (Object.hasOwn(values, "client_id") ? values.client_id : (before?.client_id ?? null)) as
    | number
    | null;
  if (!before || urgency !== before.urgency || clientId !== (before.client_id ?? null)) {
    Object.assign(values, await slaTargets(trx, urgency, clientId));
    recompute = true;
  }
  if (!recompute) return;
  // New dues: the warnings already sent were about the old ones (a reopened ticket warns again).
  values.sla_warned = sql`'{}'::text[]`;
  const ticket = {
    ...before,
    ...values,
    created_at: before ? asDate(before.created_at) : now,
    sla_paused_minutes: pausedMinutes,
  } as unknown as SlaTicket;
  Object.assign(values, dueDates(ticket, calendar));
}
