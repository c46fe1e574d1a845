import type { Insertable, Kysely } from "kysely";
import { GAP } from "../modules/kanban/board-position.js";
import { newTicketToken } from "../modules/support/ticket-token.js";
import { loadCalendar } from "../modules/support/sla/calendar.js";
import { slaPoints, warnedMarkers } from "./seed-sla.js";
import {
  DEMO_CANNED_RESPONSES,
  DEMO_SLA_POLICIES,
  DEMO_TICKETS,
  DEMO_TICKET_NOMENCLATORS,
  demoHolidays,
  type DemoTicket,
  type Who,
} from "./demo-support-data.js";
import { dynamicTable } from "../db/dynamic-table.js";
import type { Database } from "../db/schema.js";

// Writes the demo's support desk straight to the tables (the seed runs without the API's hooks),
// so it sets what the server would: a token, the opening message (the description, by the
// creator), the SLA targets of the urgency's policy with their dues in business time, the first
// response, the pause of a ticket waiting in testing or on a third party, the close of resolved
// ones, and the SLA warnings of points already passed (seed-sla.ts).

const HOUR = 3_600_000;
const MINUTE = 60_000;

const EMAILS: Record<Who, string> = {
  admin: "admin@demo.test",
  commercial: "commercial@demo.test",
  diego: "diego@demo.test",
  lucia: "lucia@demo.test",
  client: "client@demo.test",
};

async function idsByName(db: Kysely<Database>, table: string): Promise<Map<string, number>> {
  const rows = await dynamicTable(db).selectFrom(table).select(["id", "name"]).execute();
  return new Map(rows.map((r) => [String(r.name), r.id]));
}

function must<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo support data: unknown ${key}`);
  return value;
}

/** When each message was written: spread evenly after the opening, up to the close or a minute ago. */
function messageTimes(ticket: DemoTicket, createdAt: Date, now: Date): Date[] {
  const end =
    ticket.resolvedAfter === undefined ? now.getTime() - MINUTE : createdAt.getTime() + ticket.resolvedAfter * HOUR;
  const span = end - createdAt.getTime();
  return ticket.messages.map(
    (_, i) => new Date(createdAt.getTime() + Math.round((span * (i + 1)) / (ticket.messages.length + 1))),
  );
}

export async function seedDemoSupport(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const [table, rows] of Object.entries(DEMO_TICKET_NOMENCLATORS))
    await dynamicTable(db).insertInto(table).values(rows).execute();
  await db
    .insertInto("sla_policies")
    .values(DEMO_SLA_POLICIES.map((p) => ({ ...p })))
    .execute();
  await db.insertInto("holidays").values(demoHolidays(now.getFullYear())).execute();
  await db.insertInto("canned_responses").values(DEMO_CANNED_RESPONSES).execute();

  const users = new Map(
    (await db.selectFrom("users").select(["id", "email"]).where("email", "in", Object.values(EMAILS)).execute()).map(
      (u) => [u.email as string, u.id as number],
    ),
  );
  const userId = (who: Who) => must(users, EMAILS[who]);
  const clients = await idsByName(db, "lead_clients");
  const types = await idsByName(db, "ticket_types");
  const categories = await idsByName(db, "ticket_categories");
  const complexities = await idsByName(db, "ticket_complexities");
  const policies = new Map<string, (typeof DEMO_SLA_POLICIES)[number]>(DEMO_SLA_POLICIES.map((p) => [p.urgency, p]));
  const calendar = await loadCalendar(db);

  const positions = new Map<string, number>();
  const messages: Insertable<Database["ticket_messages"]>[] = [];
  for (const ticket of DEMO_TICKETS) {
    const createdAt = new Date(now.getTime() - ticket.hoursAgo * HOUR);
    const times = messageTimes(ticket, createdAt, now);
    const policy = must(policies, ticket.urgency);
    const resolvedAt =
      ticket.resolvedAfter === undefined ? null : new Date(createdAt.getTime() + ticket.resolvedAfter * HOUR);
    const firstReply = ticket.messages.findIndex(([who, kind]) => who !== "client" && kind === "reply");
    const last = times.length ? times[times.length - 1] : createdAt;
    // A ticket waiting in testing or on a third party has stood still since its last message.
    const paused = ticket.status === "testing" || ticket.status === "externalError" ? last : null;
    const firstRespondedAt = firstReply < 0 ? null : times[firstReply];
    const { first_response_notify_at, resolution_notify_at, ...dues } = slaPoints(
      { created_at: createdAt, ...policy },
      calendar,
    );
    const warned = warnedMarkers(
      { ...dues, first_response_notify_at, resolution_notify_at },
      { first_responded_at: firstRespondedAt, resolved_at: resolvedAt },
      paused ?? now,
    );
    const position = (positions.get(ticket.status) ?? 0) + GAP;
    positions.set(ticket.status, position);
    const { id } = await db
      .insertInto("tickets")
      .values({
        token: newTicketToken(),
        title: ticket.title,
        description: ticket.description,
        ticket_type_id: must(types, ticket.type),
        ticket_category_id: must(categories, ticket.category),
        ticket_complexity_id: must(complexities, ticket.complexity),
        tags: ticket.tags ?? [],
        creator_id: userId(ticket.creator),
        client_id: must(clients, ticket.client),
        urgency: ticket.urgency,
        assignee_id: ticket.assignee === null ? null : userId(ticket.assignee),
        status: ticket.status,
        main_action: ticket.mainAction ?? null,
        requires_confirmation: ticket.requiresConfirmation ?? false,
        board_position: position,
        first_response_minutes: policy.first_response_minutes,
        resolution_minutes: policy.resolution_minutes,
        ...dues,
        sla_warned: warned,
        first_responded_at: firstRespondedAt,
        resolved_at: resolvedAt,
        sla_paused_at: paused,
        result: ticket.result ?? null,
        closed_by: resolvedAt && ticket.assignee ? userId(ticket.assignee) : null,
        rating: ticket.rating?.[0] ?? null,
        rating_comment: ticket.rating?.[1] ?? null,
        rated_at: ticket.rating && resolvedAt ? new Date(resolvedAt.getTime() + HOUR) : null,
        last_message_at: last,
        created_at: createdAt,
        updated_at: resolvedAt ?? last,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    messages.push({
      ticket_id: id,
      author_id: userId(ticket.creator),
      body: ticket.description,
      internal: false,
      created_at: createdAt,
      updated_at: createdAt,
    });
    ticket.messages.forEach(([who, kind, body], i) => {
      messages.push({
        ticket_id: id,
        author_id: userId(who),
        body,
        internal: kind === "note",
        created_at: times[i],
        updated_at: times[i],
      });
    });
  }
  await db.insertInto("ticket_messages").values(messages).execute();
}
