import type { FastifyInstance } from "fastify";
import { call } from "../../fixtures/app.js";
import { TEST_PASSWORD } from "../../fixtures/users.js";
import { totpFor } from "../../../api/modules/two-factor/totp.js";

/** The code an authenticator app would show `offsetSeconds` from now. */
export function codeAt(secret: string, offsetSeconds = 0): string {
  return totpFor(secret).generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

/**
 * Turns two-factor on for a signed-in user the way the screen does. It confirms with the code of
 * the previous step, so the current step's code is still unused for the test that follows.
 */
export async function enableTwoFactor(
  app: FastifyInstance,
  token: string,
): Promise<{ secret: string; backupCodes: string[] }> {
  const enable = await call(app, token, { method: "POST", url: "/api/two-factor/enable", payload: {} });
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.body}`);
  const { secret } = enable.json();
  const confirm = await call(app, token, {
    method: "POST",
    url: "/api/two-factor/confirm",
    payload: { code: codeAt(secret, -30) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  return { secret, backupCodes: confirm.json().backup_codes };
}

export function login(
  app: FastifyInstance,
  email: string,
  options: { password?: string; ip?: string; lang?: string } = {},
) {
  return call(app, undefined, {
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: options.password ?? TEST_PASSWORD },
    lang: options.lang,
    headers: options.ip ? { "x-forwarded-for": options.ip } : {},
  });
}

export async function challengeFor(app: FastifyInstance, email: string): Promise<string> {
  const res = await login(app, email);
  if (res.statusCode !== 200 || !res.json().challenge_token) throw new Error(`no challenge for ${email}: ${res.body}`);
  return res.json().challenge_token;
}

export function answerChallenge(app: FastifyInstance, challengeToken: string, code: string, lang?: string) {
  return call(app, undefined, {
    method: "POST",
    url: "/api/auth/two-factor-challenge",
    payload: { challenge_token: challengeToken, code },
    lang,
  });
}
