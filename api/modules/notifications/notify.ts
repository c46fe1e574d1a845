import { sql, type Kysely } from "kysely";
import { NOTIFICATION_KINDS } from "../../../resources/support/ticket-options.js";
import { queueMail } from "./mail-queue.js";
import { wantsMail } from "./preferences.js";
import type { Database } from "../../db/schema.js";

export interface NotifyInput {
  userId: number;
  kind: string;
  /** What it is about (a ticket's title): the text itself is written in the reader's language. */
  title: string;
  /** More words for notifications:kind.<kind> (`by`: who did it). */
  params?: Record<string, unknown>;
  /** An excerpt shown under the text (the reply's first lines). */
  body?: string;
  /** An app path ("/support/ticket-…"); anything else is not kept. */
  link?: string;
  resource?: string;
  recordId?: number;
}

const TITLE_MAX = 300;
const LINK_MAX = 300;
const BODY_MAX = 2000;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Tells a user something, in the app and, when they want that kind by mail, by mail. `db` may be
 * the caller's transaction: the notification and its mail stand or fall with it. The mail is a
 * row of the `jobs` outbox written here, in the same transaction, and sent only once committed
 * (mail-delivery.ts); a rollback takes both away and nothing is ever sent.
 */
export async function notify(db: Kysely<Database>, input: NotifyInput): Promise<void> {
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(input.kind))
    throw new Error(`Unknown notification kind: ${input.kind}`);
  // One commit for both rows: the commit's NOTIFY is what wakes the sender, which must find the mail.
  if (!db.isTransaction) return db.transaction().execute((trx) => write(trx, input));
  return write(db, input);
}

async function write(db: Kysely<Database>, input: NotifyInput): Promise<void> {
  // Only a path inside the app: a link is followed by the web app and put into mails.
  const link = input.link && /^\/(?!\/)/.test(input.link) ? clip(input.link, LINK_MAX) : null;
  const row = await db
    .insertInto("notifications")
    .values({
      user_id: input.userId,
      kind: input.kind,
      title: clip(input.title, TITLE_MAX),
      params: sql`cast(${JSON.stringify(input.params ?? {})} as jsonb)`,
      body: input.body ? clip(input.body, BODY_MAX) : null,
      link,
      resource: input.resource ?? null,
      record_id: input.recordId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (await wantsMail(db, input.userId, input.kind)) await queueMail(db, row.id);
}
