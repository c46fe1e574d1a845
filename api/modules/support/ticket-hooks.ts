import type { FastifyRequest } from "fastify";
import { canMove, knownStatus } from "../../../resources/support/ticket-options.js";
import { fieldError } from "../../errors.js";
import type { WriteEvent, WriteHookEntry } from "../../crud/write-hooks.js";
import { notify } from "../notifications/notify.js";
import { applyClock } from "./ticket-clock.js";
import { newTicketToken } from "./ticket-token.js";
import { closingOf } from "./ticket-closing.js";
import { actorName } from "./actor-name.js";
import { applyAssignment, assertAssignee } from "./ticket-assignee.js";
import { rowOf } from "../../db/dynamic-table.js";

// The support rules on the generic ticket writes (and board moves, which run the same hooks):
// the token, the allowed status moves, the SLA clock, the opening message and the assignee's
// notification.

const actorOf = (event: WriteEvent) => event.request?.auth?.id ?? null;
const ticketLink = (token: unknown) => `/support/ticket-${String(token)}`;

function assertMove(event: WriteEvent): void {
  const to = event.values.status;
  if (to === undefined || !event.before || to === event.before.status) return;
  if (!canMove(event.before.status, to)) {
    const t = (event.request as FastifyRequest | null)?.t;
    const name = (status: unknown) => (t ? t(`support-api:status.${knownStatus(status)}`) : String(status));
    throw fieldError("status", "support-api:moveRefused", { from: name(event.before.status), to: name(to) });
  }
}

async function openingMessage(event: WriteEvent): Promise<void> {
  const row = rowOf("tickets", event.after!);
  await event.trx
    .insertInto("ticket_messages")
    .values({
      ticket_id: row.id,
      author_id: row.creator_id ?? null,
      body: row.description,
      internal: false,
      created_at: row.created_at,
    })
    .execute();
  await event.trx.updateTable("tickets").set({ last_message_at: row.created_at }).where("id", "=", row.id).execute();
}

async function notifyAssignee(event: WriteEvent): Promise<void> {
  const row = event.after!;
  const assignee = row.assignee_id === null || row.assignee_id === undefined ? null : Number(row.assignee_id);
  if (assignee === null || assignee === Number(event.before?.assignee_id ?? NaN) || assignee === actorOf(event)) return;
  const by = await actorName(event.trx, actorOf(event));
  await notify(event.trx, {
    userId: assignee,
    kind: "assignment",
    title: String(row.title),
    params: by ? { by } : {},
    link: ticketLink(row.token),
    resource: "tickets",
    recordId: Number(row.id),
  });
}

export const TICKET_HOOKS: readonly WriteHookEntry[] = [
  {
    resource: "tickets",
    hooks: {
      async beforeWrite(event) {
        if (event.action === "delete") return;
        if (event.action === "create") event.values.token = newTicketToken();
        applyAssignment(event);
        assertMove(event);
        assertAssignee(event);
        await applyClock(event.trx, event.values, event.before);
        const closing = event.request ? closingOf(event.request) : undefined;
        if (closing && event.values.status === "resolved") {
          event.values.result = closing.result;
          event.values.closed_by = actorOf(event);
        }
      },
      async afterWrite(event) {
        if (event.action === "delete" || !event.after) return;
        if (event.action === "create") await openingMessage(event);
        await notifyAssignee(event);
      },
    },
  },
];
