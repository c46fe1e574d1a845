import { describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp } from "../../fixtures/app.js";

describe.each(DATABASE_KINDS)("GET /api/health on %s", (kind) => {
  it("answers 200 while the database is reachable and 503 once it is not", async () => {
    const t = await createTestApp(kind);
    const up = await call(t.app, undefined, { method: "GET", url: "/api/health" });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: "ok", database: kind });
    await t.database.handle.close();
    const down = await call(t.app, undefined, { method: "GET", url: "/api/health" });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: "unavailable", database: kind });
    await t.app.close();
    await t.database.drop().catch(() => undefined);
  });
});
