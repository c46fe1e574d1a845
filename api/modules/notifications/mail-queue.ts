import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

// Notification mails are an outbox in the `jobs` table: a row written in the transaction that
// writes the notification (so it exists only once that commits), claimed by one instance at a
// time (FOR UPDATE SKIP LOCKED, then `locked_until`, so no lock is held while a mail server
// answers), marked done once sent, and tried again later when sending fails.

export const MAIL_JOB = "notification-mail";
const BATCH = 20;
/** A claim older than this was lost with its instance: the mail is tried again. */
const CLAIM_MINUTES = 5;
const MAX_ATTEMPTS = 5;

export async function queueMail(db: Kysely<Database>, notificationId: number): Promise<void> {
  await db
    .insertInto("jobs")
    .values({
      name: MAIL_JOB,
      key: `${MAIL_JOB}:${notificationId}`,
      payload: sql`cast(${JSON.stringify({ notification_id: notificationId })} as jsonb)`,
      run_at: sql`now()`,
    })
    .execute();
}

interface ClaimedMail {
  id: number;
  notificationId: number;
  attempts: number;
}

async function claim(db: Kysely<Database>): Promise<ClaimedMail[]> {
  const { rows } = await sql<{ id: number; payload: { notification_id?: unknown }; attempts: number }>`
    update jobs set locked_until = now() + make_interval(mins => ${CLAIM_MINUTES}), attempts = attempts + 1
    where id in (
      select id from jobs
      where name = ${MAIL_JOB} and done_at is null and run_at <= now() and attempts < ${MAX_ATTEMPTS}
        and (locked_until is null or locked_until < now())
      order by run_at, id limit ${BATCH}
      for update skip locked)
    returning id, payload, attempts`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    notificationId: Number(r.payload?.notification_id),
    attempts: Number(r.attempts),
  }));
}

/**
 * Sends every mail due now, each once across instances; answers how many went out. A mail that
 * fails waits attempts² minutes before its next try, and is given up after MAX_ATTEMPTS.
 */
export async function drainMails(
  db: Kysely<Database>,
  send: (notificationId: number) => Promise<void>,
  failed: (error: unknown, notificationId: number) => void = () => {},
): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claim(db);
    if (!batch.length) return sent;
    for (const mail of batch) {
      try {
        await send(mail.notificationId);
        await db
          .updateTable("jobs")
          .set({ done_at: sql`now()`, locked_until: null, last_error: null })
          .where("id", "=", mail.id)
          .execute();
        sent += 1;
      } catch (error) {
        failed(error, mail.notificationId);
        const message = error instanceof Error ? error.message : String(error);
        await db
          .updateTable("jobs")
          .set({
            locked_until: null,
            last_error: message.slice(0, 2000),
            run_at: sql`now() + make_interval(mins => ${mail.attempts * mail.attempts})`,
          })
          .where("id", "=", mail.id)
          .execute();
      }
    }
    if (batch.length < BATCH) return sent;
  }
}
