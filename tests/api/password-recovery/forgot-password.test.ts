import fs from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../../api/config.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { createUser } from "../../../api/seed/demo-users.js";
import { hashResetToken } from "../../../api/modules/password-recovery/reset-tokens.js";
import { decodeHeader, mailBody, mailHeader, resetLinkIn } from "../mail/raw-mail.js";
import { outboxFiles, tempDataDir, waitForOutbox } from "../mail/outbox-files.js";

let ipCounter = 0;
const freshIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
// The pad a deployment gets; other tests run without it (tests/fixtures/app.ts).
const REAL_PAD_MS = loadConfig({}).forgotPasswordMinMs;
const SENT_ES =
  "Si existe una cuenta con ese correo, recibirá en unos minutos un mensaje con un enlace para restablecer la "
  + "contraseña. El enlace caduca en 60 minutos.";

describe.each(DATABASE_KINDS)("POST /api/auth/forgot-password on %s", (kind) => {
  let t: TestApp;
  // With the pad a deployment has: the other tests' app answers without it.
  let padded: TestApp;
  let dataDir: string;
  let userId: number;
  const forgot = (email: unknown, lang?: string, ip = freshIp()) =>
    call(t.app, undefined, {
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email } as object,
      lang,
      headers: { "x-forwarded-for": ip },
    });

  beforeAll(async () => {
    dataDir = tempDataDir();
    [t, padded] = await Promise.all([
      createTestApp(kind, { dataDir, publicUrl: "https://gestion.example.com" }),
      createTestApp(kind, { forgotPasswordMinMs: REAL_PAD_MS }),
    ]);
    await createUser(padded.database.handle.db, {
      email: "ana@example.com",
      name: "Ana",
      role: "client",
      password: "old-secret-99",
    });
    const db = t.database.handle.db;
    userId = await createUser(db, {
      email: "Marta@Example.com",
      name: "Marta <b>López</b>",
      role: "client",
      password: "old-secret-99",
      language: "en",
    });
    await createUser(db, {
      email: "pedro@example.com",
      name: "Pedro Sánchez",
      role: "commercial",
      password: "old-secret-99",
      language: "es",
    });
    const gone = await createUser(db, {
      email: "gone@example.com",
      name: "Gone user",
      role: "client",
      password: "old-secret-99",
    });
    await db.updateTable("users").set({ active: false }).where("id", "=", gone).execute();
  });
  beforeEach(async () => {
    fs.rmSync(`${dataDir}/outbox`, { recursive: true, force: true });
    await t.database.handle.db.deleteFrom("auth_attempts").execute();
  });
  afterAll(async () => {
    await Promise.all([t.close(), padded.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers the same message for a known, an unknown and an inactive address", async () => {
    const answers = await Promise.all(
      ["marta@example.com", "nobody@example.com", "gone@example.com"].map((e) => forgot(e)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SENT_ES });
    }
    expect((await forgot("nobody@example.com", "en")).json().message).toMatch(/^If an account exists with that email/);
    const mails = await waitForOutbox(dataDir, 1);
    // Every mail the answers queued has gone out (or failed) by now: none more can come.
    await t.app.backgroundSettled();
    expect(outboxFiles(dataDir)).toHaveLength(1);
    expect(mailHeader(mails[0], "to")?.toLowerCase()).toBe("marta@example.com");
  });

  // Whether known and unknown addresses take the same time is measured over many samples by
  // `npm run bench:forgot-password`; here only the floor, which no load can break.
  it("pads every answer, known address or not, to the configured minimum", async () => {
    for (const email of ["ana@example.com", "nobody@example.com"]) {
      const started = performance.now();
      const res = await call(padded.app, undefined, {
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      // setTimeout may fire a millisecond early; the route measures with Date.now().
      expect(performance.now() - started).toBeGreaterThanOrEqual(REAL_PAD_MS - 5);
    }
  });

  it("mails a single link in the recipient's language and stores only the token's hash", async () => {
    await forgot("MARTA@example.com", "es");
    const [raw] = await waitForOutbox(dataDir, 1);
    // Marta reads English, whatever the language of whoever asked.
    expect(decodeHeader(mailHeader(raw, "subject"))).toBe("Reset your password");
    expect(mailHeader(raw, "from")).toMatch(/no-reply@localhost/);
    const body = mailBody(raw);
    expect(body).toContain("Hello Marta <b>López</b>,");
    expect(body).toContain("Hello Marta &lt;b&gt;López&lt;/b&gt;,");
    expect(body).toContain("The link expires in 60 minutes and can be used only once.");

    const link = new URL(resetLinkIn(raw));
    expect(link.origin + link.pathname).toBe("https://gestion.example.com/auth/reset-password");
    expect(link.searchParams.get("email")).toBe("Marta@Example.com");
    const token = link.searchParams.get("token")!;
    expect(token).toMatch(/^[\w-]{43}$/);

    const rows = await t.database.handle.db
      .selectFrom("password_resets")
      .selectAll()
      .where("user_id", "=", userId)
      .execute();
    const row = rows.at(-1)!;
    expect(row.token_hash).toBe(hashResetToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 60000;
    expect(minutes).toBeCloseTo(60, 1);

    const log = await t.database.handle.db
      .selectFrom("audit_logs")
      .selectAll()
      .where("action", "=", "password_reset_request")
      .where("record_id", "=", String(userId))
      .executeTakeFirst();
    expect(log).toBeDefined();
    expect(JSON.stringify(log)).not.toContain(token);
  });

  it("mails a Spanish reader in Spanish", async () => {
    await forgot("pedro@example.com", "en");
    const [raw] = await waitForOutbox(dataDir, 1);
    expect(decodeHeader(mailHeader(raw, "subject"))).toBe("Restablece tu contraseña");
    expect(mailBody(raw)).toContain("Hola, Pedro Sánchez:");
  });

  it("sends at most 3 mails per address in 15 minutes, with the same answer after", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await forgot("pedro@example.com");
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SENT_ES);
    }
    await waitForOutbox(dataDir, 3);
    // Every mail the answers queued has gone out (or failed) by now: none more can come.
    await t.app.backgroundSettled();
    expect(outboxFiles(dataDir)).toHaveLength(3);
    // The limit is per address: another account still gets its mail.
    await forgot("marta@example.com");
    await waitForOutbox(dataDir, 4);
  });

  it("answers 429 with Retry-After to an IP that asks too often", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await forgot(`someone${i}@example.com`, "en", ip)).statusCode).toBe(200);
    const over = await forgot("someone@example.com", "en", ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(800);
    expect(over.json().message).toBe("Too many attempts from this connection. Try again in 15 min.");
    expect((await forgot("someone@example.com", "en")).statusCode).toBe(200);
  }, 30_000);

  it("validates the body", async () => {
    const res = await call(t.app, undefined, {
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "nope", extra: 1 },
      lang: "en",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ["Must be a valid email"], extra: ["Field not allowed: extra"] });
  });
});
