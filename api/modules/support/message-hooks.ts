import { sql } from "kysely";
import type { WriteEvent, WriteHookEntry } from "../../crud/write-hooks.js";
import { isOutsider } from "../../crud/staff-only.js";
import { notify } from "../notifications/notify.js";
import { mentionedStaff } from "./mentions.js";
import { actorName } from "./actor-name.js";

// What a new message of the conversation sets off: the ticket's last activity and first
// response, and who hears of it (the assignee of a client's message, the client's users of a
// staff reply, the staff users an internal note mentions). An internal note never reaches a client.

async function clientUsers(event: WriteEvent, clientId: unknown): Promise<number[]> {
  if (clientId === null || clientId === undefined) return [];
  const rows = await event.trx
    .selectFrom("users")
    .select("id")
    .where("client_id", "=", Number(clientId))
    .where("active", "=", true)
    .execute();
  return rows.map((r) => r.id);
}

const TICKET_COLUMNS = ["id", "token", "title", "client_id", "assignee_id"] as const;

/**
 * The ticket a message belongs to, moved on by a message its client reads: last_message_at (and
 * the first response, by staff). An internal note leaves the ticket's row alone: its time, its
 * version and its live event would tell the client that the team wrote something.
 */
function touchTicket(event: WriteEvent, fromClient: boolean, internal: boolean) {
  const id = Number(event.after!.ticket_id);
  const ticket = event.trx.selectFrom("tickets").select(TICKET_COLUMNS).where("id", "=", id);
  if (internal) return ticket.executeTakeFirstOrThrow();
  const staffReply = !fromClient && event.request;
  const firstResponse = staffReply ? sql<Date>`coalesce(first_responded_at, now())` : sql<Date>`first_responded_at`;
  return event.trx
    .updateTable("tickets")
    .set({ last_message_at: sql`now()`, first_responded_at: firstResponse })
    .where("id", "=", id)
    .returning(TICKET_COLUMNS)
    .executeTakeFirstOrThrow();
}

async function onMessage(event: WriteEvent): Promise<void> {
  const message = event.after!;
  const request = event.request;
  const fromClient = request ? isOutsider(request) : false;
  const internal = Boolean(message.internal);
  const ticket = await touchTicket(event, fromClient, internal);
  const author = message.author_id === null ? null : Number(message.author_id);
  const by = await actorName(event.trx, author);
  const base = {
    title: String(ticket.title),
    params: by ? { by } : {},
    body: String(message.body),
    link: `/support/ticket-${ticket.token}`,
    resource: "tickets",
    recordId: ticket.id,
  };
  const tell = async (userIds: number[], kind: string, told = base) => {
    for (const userId of new Set(userIds)) if (userId !== author) await notify(event.trx, { userId, kind, ...told });
  };
  if (internal) return tell(await mentionedStaff(event.trx, String(message.body)), "mention");
  if (fromClient) return tell(ticket.assignee_id === null ? [] : [ticket.assignee_id], "reply");
  // The client's users hear that the team answered, never which of its members (docs/product.md#product-rules).
  await tell(await clientUsers(event, ticket.client_id), "reply", { ...base, params: {} });
}

export const MESSAGE_HOOKS: readonly WriteHookEntry[] = [
  {
    resource: "ticket-messages",
    hooks: {
      async afterWrite(event) {
        if (event.action === "create" && event.after) await onMessage(event);
      },
    },
  },
];
