import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createTicket, getJson, openSupport, sendJson, type Support } from "../../fixtures/support.js";
import { outboxFiles, tempDataDir, waitForOutbox } from "../mail/outbox-files.js";

// The close dialog (docs/product.md#states): resolved with an optional result; with notify, the client's users
// get a mail in their own language with a one-click rating link that works once.
describe.each(DATABASE_KINDS)("closing and rating tickets on %s", (kind) => {
  let s: Support;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    s = await openSupport(kind, { dataDir });
  });
  afterAll(async () => {
    await s?.test.close();
  });
  const close = (id: number, payload: object, who = s.admin) =>
    call(who.app, who.token, { method: "POST", url: `/api/tickets/${id}/close`, payload });
  const linkIn = (mail: string) => {
    const unfolded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    return /\/support\/rate\/([A-Za-z0-9_-]{16,64})/.exec(unfolded)![1];
  };

  it("closes without a mail when not asked to notify", async () => {
    const before = outboxFiles(dataDir).length;
    const ticket = await createTicket(s.client);
    const res = await close(ticket.id, { notify: false, result: "  " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "resolved", result: null });
    await s.test.app.backgroundSettled();
    expect(outboxFiles(dataDir).filter((f) => !f.includes("notification"))).toHaveLength(before);
    expect((await close(ticket.id, { notify: false })).statusCode).toBe(409);
  });

  it("mails the client in their language with the result and a single-use rating link", async () => {
    const ticket = await createTicket(s.admin, { client_id: s.client.clientId, title: "Impresora atascada" });
    await s.test.app.backgroundSettled();
    const before = outboxFiles(dataDir).length;
    const res = await close(ticket.id, { notify: true, result: "Cambiamos el rodillo" });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe("Cambiamos el rodillo");
    const mails = (await waitForOutbox(dataDir, before + 1)).slice(before);
    const mail = mails.find((m) => m.includes("Ticket resolved"))!;
    expect(mail).toBeDefined();
    const client = await s.db
      .selectFrom("users")
      .select("email")
      .where("id", "=", s.client.id)
      .executeTakeFirstOrThrow();
    expect(mail).toContain(`To: ${client.email}`);
    expect(mail).toContain("Cambiamos el rodillo");
    const token = linkIn(mail);
    const info = await call(s.admin.app, undefined, { method: "GET", url: `/api/public/ticket-ratings/${token}` });
    expect(info.json()).toMatchObject({ title: "Impresora atascada", status: "open" });
    const rate = await call(s.admin.app, undefined, {
      method: "POST",
      url: `/api/public/ticket-ratings/${token}`,
      payload: { rating: 5, comment: "Muy rápidos" },
    });
    expect(rate.statusCode).toBe(200);
    const again = await call(s.admin.app, undefined, {
      method: "POST",
      url: `/api/public/ticket-ratings/${token}`,
      payload: { rating: 1 },
    });
    expect(again.statusCode).toBe(410);
    expect(
      (await call(s.admin.app, undefined, { method: "GET", url: `/api/public/ticket-ratings/${token}` })).json().status,
    ).toBe("used");
    expect((await getJson(s.admin, `/api/tickets/${ticket.id}`)).body).toMatchObject({
      rating: 5,
      rating_comment: "Muy rápidos",
    });
  });

  it("answers an unknown or malformed link without a trace of any ticket", async () => {
    expect(
      (
        await call(s.admin.app, undefined, {
          method: "GET",
          url: "/api/public/ticket-ratings/AAAAAAAAAAAAAAAAAAAAAAAA",
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(s.admin.app, undefined, { method: "GET", url: "/api/public/ticket-ratings/x'or'1" })).statusCode,
    ).toBe(400);
    const bad = await call(s.admin.app, undefined, {
      method: "POST",
      url: "/api/public/ticket-ratings/AAAAAAAAAAAAAAAAAAAAAAAA",
      payload: { rating: 9 },
    });
    expect(bad.statusCode).toBe(422);
  });

  it("lets a client rate their resolved ticket once from the portal, and nobody else", async () => {
    const ticket = await createTicket(s.client);
    const early = await call(s.client.app, s.client.token, {
      method: "POST",
      url: `/api/tickets/${ticket.id}/rate`,
      payload: { rating: 4 },
    });
    expect(early.statusCode).toBe(409);
    await close(ticket.id, { notify: false });
    const staff = await call(s.admin.app, s.admin.token, {
      method: "POST",
      url: `/api/tickets/${ticket.id}/rate`,
      payload: { rating: 4 },
    });
    expect(staff.statusCode).toBe(403);
    const stranger = await call(s.otherClient.app, s.otherClient.token, {
      method: "POST",
      url: `/api/tickets/${ticket.id}/rate`,
      payload: { rating: 4 },
    });
    expect(stranger.statusCode).toBe(404);
    const rated = await sendJson(
      s.client,
      "POST",
      `/api/tickets/${ticket.id}/rate`,
      { rating: 4, comment: "Bien" },
      200,
    );
    expect(rated).toMatchObject({ rating: 4, rating_comment: "Bien" });
    const twice = await call(s.client.app, s.client.token, {
      method: "POST",
      url: `/api/tickets/${ticket.id}/rate`,
      payload: { rating: 1 },
    });
    expect(twice.statusCode).toBe(409);
  });

  it("refuses a commercial user's close of a ticket not assigned to them", async () => {
    const ticket = await createTicket(s.admin, { assignee_id: s.other.id });
    expect((await close(ticket.id, { notify: false }, s.commercial)).statusCode).toBe(404);
    expect((await close(ticket.id, { notify: false, extra: 1 })).statusCode).toBe(422);
  });
});
