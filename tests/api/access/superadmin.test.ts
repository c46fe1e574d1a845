import { expect, it } from "vitest";
import { roleBoundaries } from "./support/role-matrix.js";
import { request } from "../crud/support/suite-context.js";

// Superadmin: everything, including the system log.
roleBoundaries("superadmin", (suite) => {
  it("reads server errors in the system log", async () => {
    const res = await request(suite(), { method: "GET", url: "/api/system-logs", token: suite().tokens.superadmin });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBeDefined();
  });
});
