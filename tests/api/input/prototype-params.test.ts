import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources/index.js";
import { translator } from "../../../api/i18n.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

// A query parameter named like a member of Object.prototype is an unknown name like any other,
// on every GET route: the declared resources' lists and rows and every route the app registered
// (read from its OpenAPI document, which lists them all). Routes that read a query string refuse
// it with the generic lists' 400; the others ignore it. None answers 500.
const NAMES = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"];
const SAMPLE_PARAMS: Record<string, string> = {
  id: "1",
  folder: "avatars",
  name: "00000000-0000-0000-0000-000000000000.png",
};

interface GetRoute {
  url: string;
  readsQuery: boolean;
}

function routesOf(doc: { paths: Record<string, Record<string, { parameters?: { in: string }[] }>> }): GetRoute[] {
  const routes = new Map<string, GetRoute>();
  for (const def of RESOURCES) {
    routes.set(`/api/${def.name}`, { url: `/api/${def.name}`, readsQuery: true });
    routes.set(`/api/${def.name}/1`, { url: `/api/${def.name}/1`, readsQuery: false });
  }
  for (const [path, item] of Object.entries(doc.paths)) {
    const get = item.get;
    if (!get || path.startsWith("/api/docs")) continue;
    const url = (path.startsWith("/api") ? path : `/api${path}`).replace(
      /\{(\w+)\}/g,
      (_, name: string) => SAMPLE_PARAMS[name] ?? "1",
    );
    const readsQuery = (get.parameters ?? []).some((p) => p.in === "query");
    routes.set(url, { url, readsQuery: readsQuery || (routes.get(url)?.readsQuery ?? false) });
  }
  // GET /api/logout ends the session the other probes use: it goes last.
  return [...routes.values()].sort((a, b) => Number(a.url === "/api/logout") - Number(b.url === "/api/logout"));
}

for (const kind of DATABASE_KINDS) {
  describe(`prototype-named query parameters on ${kind}`, () => {
    let t: TestApp;
    let routes: GetRoute[];
    beforeAll(async () => {
      t = await createTestApp(kind);
      const token = (await signedInUser(t.app, t.database.handle.db, "superadmin")).token;
      routes = routesOf((await call(t.app, token, { method: "GET", url: "/api/docs/json" })).json());
      // Building the whole OpenAPI document is slow on a busy machine.
    }, 180_000);
    afterAll(() => t?.close());

    it("finds the custom routes as well as the declared resources", () => {
      const urls = routes.map((r) => r.url);
      expect(urls).toContain("/api/logout");
      for (const url of [
        "/api/users",
        "/api/logs",
        "/api/system-logs",
        "/api/gantt",
        "/api/me/activity",
        "/api/project-states",
      ])
        expect(urls).toContain(url);
      expect(routes.length).toBeGreaterThan(RESOURCES.length * 2);
    });

    it.each(NAMES)("refuses or ignores %s on every GET route, never a 500", async (name) => {
      const wrong: string[] = [];
      for (const lang of ["es", "en"] as const) {
        const expected = translator(lang)("errors:unknownQueryParam", { param: name });
        const { token } = await signedInUser(t.app, t.database.handle.db, "superadmin");
        for (const route of routes) {
          const res = await call(t.app, token, { method: "GET", url: `${route.url}?${name}=1`, lang });
          const message = String(res.headers["content-type"] ?? "").startsWith("application/json")
            ? res.json().message
            : undefined;
          if (res.statusCode >= 500) wrong.push(`${route.url}: ${res.statusCode} ${res.body}`);
          else if (route.readsQuery && (res.statusCode !== 400 || message !== expected))
            wrong.push(`${route.url}: ${res.statusCode} ${res.body}`);
          else if (res.statusCode >= 400 && (typeof message !== "string" || /is not a function|Error:/.test(message)))
            wrong.push(`${route.url}: ${res.statusCode} ${res.body}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it("logs nothing as a server error", async () => {
      const logged = await t.database.handle.db.selectFrom("system_logs").select("message").execute();
      expect(logged).toEqual([]);
    });
  });
}
