import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { as, expectStatus, notifyUser, openNotifications, reader, type NotificationsContext } from "./support.js";

// A user's notifications through the API: the list (newest first, paged, unread only), the
// counts in headers and on their own route, marking one or all read, and the scope: another
// user's notification is absent from every list and count and a 404 on its own route.
for (const kind of DATABASE_KINDS) {
  describe(`notifications on ${kind}`, () => {
    let ctx: NotificationsContext;
    beforeAll(async () => {
      ctx = await openNotifications(kind);
    });
    afterAll(() => ctx?.close());

    const list = async (user: Awaited<ReturnType<typeof reader>>, query = "") => {
      const res = await as(ctx, user, "GET", `/api/notifications${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return {
        rows: res.json() as any[],
        total: Number(res.headers["x-total-count"]),
        unread: Number(res.headers["x-unread-count"]),
      };
    };

    it("lists what notify wrote, newest first, with the counts", async () => {
      const user = await reader(ctx, "commercial");
      await notifyUser(ctx, user, {
        kind: "assignment",
        title: "Primero",
        link: "/support/ticket-abc",
        resource: "tickets",
        recordId: 7,
      });
      await notifyUser(ctx, user, {
        kind: "mention",
        title: "Segundo",
        params: { by: "Ana" },
        body: "@Comercial mira esto",
      });
      const { rows, total, unread } = await list(user);
      expect(total).toBe(2);
      expect(unread).toBe(2);
      expect(rows.map((r) => r.title)).toEqual(["Segundo", "Primero"]);
      expect(rows[1]).toEqual({
        id: expect.any(Number),
        kind: "assignment",
        title: "Primero",
        params: {},
        body: null,
        link: "/support/ticket-abc",
        resource: "tickets",
        record_id: 7,
        read_at: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(rows[0]).toMatchObject({ kind: "mention", params: { by: "Ana" }, body: "@Comercial mira esto" });
      expect(await expectStatus(as(ctx, user, "GET", "/api/notifications/unread-count"), 200)).toEqual({ count: 2 });
    });

    it("pages and filters the unread ones", async () => {
      const user = await reader(ctx, "client");
      for (let i = 1; i <= 5; i++) await notifyUser(ctx, user, { kind: "reply", title: `Respuesta ${i}` });
      const firstPage = await list(user, "?_start=0&_end=2");
      expect(firstPage.rows.map((r) => r.title)).toEqual(["Respuesta 5", "Respuesta 4"]);
      expect(firstPage.total).toBe(5);
      const next = await list(user, "?_start=2&_end=4");
      expect(next.rows.map((r) => r.title)).toEqual(["Respuesta 3", "Respuesta 2"]);
      await expectStatus(as(ctx, user, "POST", `/api/notifications/${firstPage.rows[0].id}/read`), 200);
      const unread = await list(user, "?unread=true");
      expect(unread.rows.map((r) => r.title)).toEqual(["Respuesta 4", "Respuesta 3", "Respuesta 2", "Respuesta 1"]);
      expect([unread.total, unread.unread]).toEqual([4, 4]);
      expect((await list(user, "?unread=false")).total).toBe(5);
    });

    it("marks one read once, and all the rest at a time", async () => {
      const user = await reader(ctx, "admin");
      await notifyUser(ctx, user, { title: "Uno" });
      await notifyUser(ctx, user, { title: "Dos" });
      await notifyUser(ctx, user, { title: "Tres" });
      const [three] = (await list(user)).rows;
      const marked = await expectStatus(as(ctx, user, "POST", `/api/notifications/${three.id}/read`), 200);
      expect(marked).toEqual({ id: three.id, read_at: expect.any(String) });
      // Again: it stays read since the first time.
      expect(await expectStatus(as(ctx, user, "POST", `/api/notifications/${three.id}/read`, {}), 200)).toEqual(marked);
      expect(await expectStatus(as(ctx, user, "GET", "/api/notifications/unread-count"), 200)).toEqual({ count: 2 });
      expect(await expectStatus(as(ctx, user, "POST", "/api/notifications/read-all"), 200)).toEqual({ count: 2 });
      expect(await expectStatus(as(ctx, user, "POST", "/api/notifications/read-all", {}), 200)).toEqual({ count: 0 });
      const after = await list(user);
      expect(after.unread).toBe(0);
      expect(after.rows.every((r) => typeof r.read_at === "string")).toBe(true);
      expect(after.rows.find((r) => r.id === three.id)!.read_at).toBe(marked.read_at);
    });

    it("keeps each user's notifications their own", async () => {
      const [owner, other] = [await reader(ctx, "commercial"), await reader(ctx, "commercial")];
      await notifyUser(ctx, owner, { title: "Privada" });
      const [mine] = (await list(owner)).rows;
      const theirs = await list(other);
      expect(theirs.rows).toEqual([]);
      expect([theirs.total, theirs.unread]).toEqual([0, 0]);
      // Another user's id is not there: 404, as an id that does not exist, and it stays unread.
      const refused = await as(ctx, other, "POST", `/api/notifications/${mine.id}/read`);
      expect(refused.statusCode).toBe(404);
      expect((await as(ctx, other, "POST", "/api/notifications/2147483647/read")).statusCode).toBe(404);
      expect(await expectStatus(as(ctx, other, "POST", "/api/notifications/read-all"), 200)).toEqual({ count: 0 });
      expect((await list(owner)).rows[0].read_at).toBeNull();
    });

    it("refuses the anonymous, unknown parameters and fields, and bad ids", async () => {
      const user = await reader(ctx, "client");
      for (const url of ["/api/notifications", "/api/notifications/unread-count", "/api/notifications/preferences"]) {
        expect((await as(ctx, undefined, "GET", url)).statusCode, url).toBe(401);
      }
      expect((await as(ctx, undefined, "POST", "/api/notifications/read-all")).statusCode).toBe(401);
      expect((await as(ctx, user, "GET", "/api/notifications?user_id=1")).statusCode).toBe(400);
      expect((await as(ctx, user, "GET", "/api/notifications?unread=yes")).statusCode).toBe(400);
      expect((await as(ctx, user, "GET", "/api/notifications?_start=5&_end=2")).statusCode).toBe(400);
      expect((await as(ctx, user, "POST", "/api/notifications/abc/read")).statusCode).toBe(400);
      const withField = await as(ctx, user, "POST", "/api/notifications/read-all", { user_id: 1 });
      expect([400, 422]).toContain(withField.statusCode);
    });

    it("keeps only app paths as links and refuses unknown kinds", async () => {
      const user = await reader(ctx, "commercial");
      await notifyUser(ctx, user, { title: "Enlace externo", link: "https://evil.example.com/x" });
      await notifyUser(ctx, user, { title: "Enlace de protocolo", link: "//evil.example.com/x" });
      expect((await list(user)).rows.map((r) => r.link)).toEqual([null, null]);
      await expect(notifyUser(ctx, user, { kind: "gossip" })).rejects.toThrow(/Unknown notification kind/);
    });
  });
}
