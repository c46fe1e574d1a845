import type { FastifyInstance } from "fastify";
import { parseChange } from "../../live/live-payload.js";
import { drainMails } from "./mail-queue.js";
import { sendNotificationMail } from "./notification-mail.js";

/** Mails that failed, or whose wake-up was missed (a lost listening connection, a restart), go out within this. */
const SWEEP_MS = 60_000;

/**
 * Sends the queued notification mails (mail-queue.ts) from this instance. What wakes it is the
 * database telling of new notifications on the `live` channel: PostgreSQL (and PGlite) deliver a
 * NOTIFY only when its transaction commits, and never when it rolls back, so a mail is looked for
 * exactly when there is a committed one to find; every instance hears it, and the claim in the
 * outbox lets one of them send it. A sweep now and then catches what no wake-up announced.
 */
export function registerMailDelivery(app: FastifyInstance): void {
  const db = app.database.db;
  const send = (id: number) => sendNotificationMail(db, app.mailer, app.config.publicUrl, id);
  const failed = (err: unknown, notificationId: number) =>
    app.log.warn({ err, notificationId }, "notification mail could not be sent; it will be tried again");
  let running = false;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | undefined;

  // One drain at a time per instance; a wake-up during one makes it look once more.
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    app.runInBackground("notification mails: sending failed", async () => {
      try {
        do {
          again = false;
          await drainMails(db, send, failed);
        } while (again && !stopped);
      } finally {
        running = false;
      }
    });
  };

  app.addHook("onReady", async () => {
    stopListening = await app.database.listen("live", {
      message(payload) {
        const change = parseChange(payload);
        if (change?.kind === "rows" && change.table === "notifications" && change.type === "created") wake();
      },
      restored: wake,
    });
    timer = setInterval(wake, SWEEP_MS).unref();
    wake();
  });
  // Before the mailer's onClose waits for background work and closes the transport.
  app.addHook("preClose", async () => {
    stopped = true;
    clearInterval(timer);
    await stopListening?.();
  });
}
