import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

// One rule for every route: the custom lists (users, one's own activity, the logs) refuse a bad
// window or sort with the generic lists' 400s, numbers must be finite everywhere, and a form
// hears about every field at once.
const GENERIC = "/api/project-states";
const LISTS = ["/api/users", "/api/me/activity", "/api/logs", "/api/system-logs"];
const BAD_WINDOWS = [
  "_start=10&_end=5",
  "_end=1e30",
  "_start=1e999",
  "_start=-1",
  "_start=1.5",
  "_start=1&_start=2",
  "_end=abc",
];

for (const kind of DATABASE_KINDS) {
  describe(`shared validation on ${kind}`, () => {
    let t: TestApp;
    let token: string;
    let userId: number;
    beforeAll(async () => {
      t = await createTestApp(kind);
      const user = await signedInUser(t.app, t.database.handle.db, "superadmin");
      token = user.token;
      userId = user.id;
    });
    afterAll(() => t?.close());
    const get = (url: string, lang = "en") => call(t.app, token, { method: "GET", url, lang });

    it.each(BAD_WINDOWS)("refuses the window %s on every list as the generic lists do", async (query) => {
      const generic = await get(`${GENERIC}?${query}`);
      expect(generic.statusCode).toBe(400);
      expect(generic.json().message).toBe("Invalid pagination");
      for (const url of LISTS) {
        const res = await get(`${url}?${query}`);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual(generic.json());
      }
      const es = await get(`/api/users?${query}`, "es");
      expect(es.json().message).toBe("Paginación no válida");
    });

    it("refuses an unknown sort field or order on the users list as the generic lists do", async () => {
      const field = await get("/api/users?_sort=password_hash");
      expect(field.statusCode).toBe(400);
      expect(field.json().message).toBe("Cannot sort by: password_hash");
      const order = await get("/api/users?_sort=name&_order=sideways");
      expect(order.statusCode).toBe(400);
      expect(order.json().message).toBe("Invalid sort order: sideways. Use asc or desc");
      const both = await get("/api/users?_sort=name,id&_order=desc,asc");
      expect(both.statusCode).toBe(200);
    });

    it("still pages the custom lists", async () => {
      const users = await get("/api/users?_start=0&_end=1&_sort=id&_order=desc");
      expect(users.statusCode).toBe(200);
      expect(users.json()).toHaveLength(1);
      expect(users.headers["x-total-count"]).toBe("1");
      const activity = await get("/api/me/activity?_start=0&_end=5");
      expect(activity.statusCode).toBe(200);
    });

    it("refuses an infinite number where an integer is expected, in a body and in a query", async () => {
      const body = await call(t.app, token, {
        method: "PATCH",
        url: `/api/users/${userId}`,
        payload: '{"version":1e999}',
        headers: { "content-type": "application/json" },
        lang: "en",
      });
      expect(body.statusCode).toBe(422);
      expect(body.json().errors).toEqual({ version: ["Must be a whole number"] });
      const huge = await call(t.app, token, {
        method: "PATCH",
        url: `/api/users/${userId}`,
        payload: '{"client_id":1e30}',
        headers: { "content-type": "application/json" },
        lang: "en",
      });
      expect(huge.statusCode).toBe(422);
      for (const query of ["client_id=1e999", "id=1e999", "client_id=1e30"]) {
        const res = await get(`/api/users?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message).toMatch(/^Invalid value for filter (client_id|id)$/);
      }
      const row = await t.database.handle.db
        .selectFrom("users")
        .select(["version", "client_id"])
        .where("id", "=", userId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ version: 1, client_id: null });
    });
  });
}
