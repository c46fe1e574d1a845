import { expect, it } from "vitest";
import { roleBoundaries } from "./support/role-matrix.js";
import { request } from "../crud/support/suite-context.js";

// Admin: every declared resource and the activity log, but not the system log (system settings).
roleBoundaries("admin", (suite) => {
  it("sees every client's rows (no row scope)", async () => {
    const res = await request(suite(), { method: "GET", url: `/api/lead-clients/${suite().clientId}`, token: suite().tokens.admin });
    expect(res.statusCode).toBe(200);
  });

  it("is refused the system log with the usual 403 answer", async () => {
    const res = await request(suite(), { method: "GET", url: "/api/system-logs", token: suite().tokens.admin, lang: "en" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
