import fs from "node:fs";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { outboxFiles, waitForOutbox } from "../mail/outbox-files.js";
import { decodeHeader, mailBody, mailHeader } from "../mail/raw-mail.js";
import { notify } from "../../../api/modules/notifications/notify.js";
import { drainMails, MAIL_JOB } from "../../../api/modules/notifications/mail-queue.js";
import {
  as,
  expectStatus,
  notifyUser,
  openNotifications,
  reader,
  type NotificationsContext,
  type Reader,
} from "./support.js";
import type { Database } from "../../../api/db/schema.js";

// The API's functions take the typed database; the fixture's handle is untyped.
const typed = (ctx: NotificationsContext): Kysely<Database> => ctx.db;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A notification also comes by mail when its user wants that kind by mail, in the user's
// language, and only once the transaction that wrote it has committed: a rolled-back one sends
// nothing. Each check that nothing was sent ends on a marker mail that was: once it is in the
// outbox, any mail that should not have gone would have gone before it.
for (const kind of DATABASE_KINDS) {
  describe(`notification mails on ${kind}`, () => {
    let ctx: NotificationsContext;
    let marker: Reader;
    beforeAll(async () => {
      ctx = await openNotifications(kind);
      marker = await reader(ctx, "admin");
    });
    beforeEach(async () => {
      await ctx.test.app.backgroundSettled();
      fs.rmSync(`${ctx.dataDir}/outbox`, { recursive: true, force: true });
    });
    afterAll(() => ctx?.close());

    const recipients = () => outboxFiles(ctx.dataDir).map((f) => mailHeader(fs.readFileSync(f, "utf8"), "to"));
    /** Sends the marker a mail and waits for it: every mail queued before it has been sent by then. */
    const settle = async (expected: number) => {
      await notifyUser(ctx, marker, { kind: "sla_breach", title: "Marcador" });
      await waitForOutbox(ctx.dataDir, expected + 1);
      await ctx.test.app.backgroundSettled();
      return recipients().filter((to) => to !== marker.email);
    };

    it("mails an assignment in the user's language, with the link", async () => {
      const user = await reader(ctx, "commercial", { language: "en" });
      await notifyUser(ctx, user, {
        kind: "assignment",
        title: "Printer <b>jam</b>",
        params: { by: "Ana" },
        link: "/support/ticket-Ab12Cd34Ef56",
        body: "It prints nothing",
      });
      const [raw] = await waitForOutbox(ctx.dataDir, 1);
      expect(mailHeader(raw, "to")).toBe(user.email);
      expect(decodeHeader(mailHeader(raw, "subject"))).toBe("Ana assigned you “Printer <b>jam</b>”");
      const body = mailBody(raw);
      expect(body).toContain("It prints nothing");
      expect(body).toContain("Ana assigned you “Printer &lt;b&gt;jam&lt;/b&gt;”");
      expect(body).toContain("https://gestion.example.com/support/ticket-Ab12Cd34Ef56");
      expect(body).toContain("https://gestion.example.com/notifications");
    });

    it("follows the defaults: replies by mail for client users only", async () => {
      const staff = await reader(ctx, "commercial");
      const client = await reader(ctx, "client");
      await notifyUser(ctx, staff, { kind: "reply", title: "Respuesta del cliente" });
      await notifyUser(ctx, client, { kind: "reply", title: "Respuesta del equipo" });
      expect(await settle(1)).toEqual([client.email]);
      const [raw] = outboxFiles(ctx.dataDir)
        .map((f) => fs.readFileSync(f, "utf8"))
        .filter((r) => mailHeader(r, "to") === client.email);
      expect(decodeHeader(mailHeader(raw, "subject"))).toBe("Nueva respuesta en «Respuesta del equipo»");
    });

    it("follows the user's choices", async () => {
      const user = await reader(ctx, "commercial");
      await expectStatus(
        as(ctx, user, "PUT", "/api/notifications/preferences", {
          preferences: [
            { kind: "assignment", email: false },
            { kind: "reply", email: true },
          ],
        }),
        200,
      );
      await notifyUser(ctx, user, { kind: "assignment", title: "Sin correo" });
      await notifyUser(ctx, user, { kind: "reply", title: "Con correo" });
      expect(await settle(1)).toEqual([user.email]);
      // Still in the app, mail or not.
      expect((await expectStatus(as(ctx, user, "GET", "/api/notifications"), 200)).map((r: any) => r.title)).toEqual([
        "Con correo",
        "Sin correo",
      ]);
    });

    it("mails nobody whose account is inactive", async () => {
      const user = await reader(ctx, "commercial");
      await ctx.db.updateTable("users").set({ active: false }).where("id", "=", user.id).execute();
      await notifyUser(ctx, user, { kind: "mention", title: "Inactiva" });
      expect(await settle(0)).toEqual([]);
    });

    it("sends only once the transaction commits", async () => {
      const user = await reader(ctx, "commercial");
      await typed(ctx)
        .transaction()
        .execute(async (trx) => {
          await notify(trx, { userId: user.id, kind: "mention", title: "En transacción" });
          // Time for a mail to go out if anything sent it early.
          await sleep(400);
          expect(outboxFiles(ctx.dataDir)).toEqual([]);
        });
      const [raw] = await waitForOutbox(ctx.dataDir, 1);
      expect(mailHeader(raw, "to")).toBe(user.email);
    });

    it("sends nothing, and keeps nothing, when the transaction rolls back", async () => {
      const user = await reader(ctx, "commercial");
      await expect(
        typed(ctx)
          .transaction()
          .execute(async (trx) => {
            await notify(trx, { userId: user.id, kind: "mention", title: "Deshecha" });
            throw new Error("the caller's write failed");
          }),
      ).rejects.toThrow("the caller's write failed");
      expect(await settle(0)).toEqual([]);
      expect(await ctx.db.selectFrom("notifications").select("id").where("user_id", "=", user.id).execute()).toEqual(
        [],
      );
      expect((await expectStatus(as(ctx, user, "GET", "/api/notifications/unread-count"), 200)).count).toBe(0);
    });

    it("sends each queued mail once, however many instances drain at the same time", async () => {
      const user = await reader(ctx, "commercial");
      const sent: number[] = [];
      const send = async (id: number) => void sent.push(id);
      await typed(ctx)
        .transaction()
        .execute(async (trx) => {
          for (let i = 0; i < 3; i++) await notify(trx, { userId: user.id, kind: "mention", title: `Mención ${i}` });
        });
      // Two more "instances" drain while this app's own delivery wakes up to the same commit.
      await Promise.all([drainMails(ctx.db, send), drainMails(ctx.db, send)]);
      const ids = (await ctx.db.selectFrom("notifications").select("id").where("user_id", "=", user.id).execute()).map(
        (r) => Number(r.id),
      );
      const jobs = ctx.db
        .selectFrom("jobs")
        .select(["done_at"])
        .where(
          "key",
          "in",
          ids.map((id) => `${MAIL_JOB}:${id}`),
        );
      await expect.poll(async () => (await jobs.execute()).filter((j) => j.done_at !== null).length).toBe(3);
      await ctx.test.app.backgroundSettled();
      expect(new Set(sent).size).toBe(sent.length);
      expect(sent.every((id) => ids.includes(id))).toBe(true);
      expect(sent.length + outboxFiles(ctx.dataDir).length).toBe(3);
    });

    it("tries a failed mail again later instead of losing it", async () => {
      const key = `${MAIL_JOB}:test-${Date.now()}`;
      await ctx.db
        .insertInto("jobs")
        .values({
          name: MAIL_JOB,
          key,
          payload: sql`cast('{"notification_id": 2147483000}' as jsonb)`,
          run_at: sql`now()`,
        })
        .execute();
      const failures: unknown[] = [];
      const sent = await drainMails(
        ctx.db,
        async () => Promise.reject(new Error("SMTP said no")),
        (error) => failures.push(error),
      );
      expect(sent).toBe(0);
      expect(failures).toHaveLength(1);
      const job = await ctx.db
        .selectFrom("jobs")
        .select(["attempts", "done_at", "last_error", "locked_until", sql<boolean>`run_at > now()`.as("later")])
        .where("key", "=", key)
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ attempts: 1, done_at: null, last_error: "SMTP said no", locked_until: null, later: true });
      // Not due yet: a drain now leaves it.
      expect(await drainMails(ctx.db, async () => Promise.reject(new Error("not now")))).toBe(0);
      await ctx.db.deleteFrom("jobs").where("key", "=", key).execute();
    });
  });
}
