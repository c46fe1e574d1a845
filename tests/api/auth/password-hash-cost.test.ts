import { hash } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { PASSWORD_HASH_COST, passwordHashCost } from "../../../api/config.js";
import { verifyPassword } from "../../../api/modules/auth/passwords.js";

// The suite hashes at argon2's floor (vitest.config.ts); a deployment never does.
describe("the argon2 cost", () => {
  it("is OWASP's minimum unless a test run asks for the floor", () => {
    expect(PASSWORD_HASH_COST).toEqual({ memoryCost: 19456, timeCost: 2 });
    expect(passwordHashCost({})).toEqual(PASSWORD_HASH_COST);
    expect(passwordHashCost({ NODE_ENV: "production", PASSWORD_HASH_COST: "minimal" })).toEqual(PASSWORD_HASH_COST);
    expect(passwordHashCost({ PASSWORD_HASH_COST: "minimal" })).toEqual(PASSWORD_HASH_COST);
    expect(passwordHashCost({ NODE_ENV: "test" })).toEqual(PASSWORD_HASH_COST);
    expect(passwordHashCost({ NODE_ENV: "test", PASSWORD_HASH_COST: "minimal" })).toEqual({
      memoryCost: 8,
      timeCost: 1,
    });
  });

  it("does not stop a test run from reading a deployment's hashes", async () => {
    const stored = await hash("Qx7-secreto", { algorithm: 2, parallelism: 1, ...PASSWORD_HASH_COST });
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "Qx7-secreto")).toBe(true);
    expect(await verifyPassword(stored, "Qx7-secretO")).toBe(false);
  });
});
