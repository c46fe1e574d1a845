import fs from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { createUser } from "../../../api/seed/demo-users.js";
import { hashResetToken } from "../../../api/modules/password-recovery/reset-tokens.js";
import { decodeHeader, mailBody, mailHeader } from "../mail/raw-mail.js";
import { outboxFiles, tempDataDir, waitForOutbox } from "../mail/outbox-files.js";

// Registration answers the same whether the address has an account or not (OWASP ASVS V6,
// issue 27): a new address is mailed a link that creates the account and signs it in; the owner
// of an existing one is told of the attempt, with a way to sign in or to reset the password.

let ipCounter = 0;
// Each test comes from its own address, so the per-IP limit never mixes tests up.
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const PUBLIC_URL = "https://gestion.example.com";

const valid = (over: Record<string, unknown> = {}) => ({
  name: "Lucía Fernández",
  email: `lucia${++ipCounter}@example.com`,
  password: "Tr4nquilo-2026",
  password_confirmation: "Tr4nquilo-2026",
  terms: true,
  ...over,
});

/** The link of a registration mail. */
function confirmTokenIn(raw: string): string {
  const match = /https:\/\/gestion\.example\.com\/auth\/register\/confirm\?token=([\w-]+)/.exec(mailBody(raw));
  if (!match) throw new Error(`no confirmation link in ${raw}`);
  return match[1];
}

describe.each(DATABASE_KINDS)("POST /api/auth/register on %s", (kind) => {
  let t: TestApp;
  let dataDir: string;
  const db = () => t.database.handle.db;
  const register = (payload: unknown, lang?: string, ip = freshIp()) =>
    call(t.app, undefined, {
      method: "POST",
      url: "/api/auth/register",
      payload: payload as object,
      lang,
      headers: { "x-forwarded-for": ip },
    });
  const confirm = (token: string, lang?: string) =>
    call(t.app, undefined, { method: "POST", url: "/api/auth/register/confirm", payload: { token }, lang });
  const users = async () => (await db().selectFrom("users").select("email").execute()).map((u) => u.email).sort();
  /** The mails the last answers queued, once all have gone out. */
  const mails = async (count: number) => {
    const found = await waitForOutbox(dataDir, count);
    await t.app.backgroundSettled();
    expect(outboxFiles(dataDir)).toHaveLength(count);
    return found;
  };

  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await createTestApp(kind, { dataDir, publicUrl: PUBLIC_URL });
    await createUser(db(), {
      email: "Taken@Example.com",
      name: "Taken user",
      role: "admin",
      password: "whatever-123",
      language: "en",
    });
  });
  beforeEach(async () => {
    await t.app.backgroundSettled();
    fs.rmSync(`${dataDir}/outbox`, { recursive: true, force: true });
    await db().deleteFrom("auth_attempts").where("kind", "=", "register_mail").execute();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers an address with an account exactly as a new one, creating nothing and signing nobody in", async () => {
    const before = await users();
    const fresh = await register(valid({ email: "someone.new@example.com" }), "en");
    const taken = await register(valid({ email: "someone.new@example.com".replace("someone.new", "taken") }), "en");
    const takenOtherCase = await register(valid({ email: "TAKEN@example.COM" }), "es");
    for (const res of [fresh, taken, takenOtherCase]) {
      expect(res.statusCode).toBe(202);
      expect(Object.keys(res.json())).toEqual(["message"]);
      expect(JSON.stringify(res.json())).not.toMatch(/token/i);
    }
    expect(fresh.json().message).toBe(
      "We have sent an email to someone.new@example.com. Follow its link to finish creating your account; "
        + "if you already had one, the email tells you how to sign in.",
    );
    expect(taken.json().message).toBe(fresh.json().message.replace("someone.new", "taken"));
    expect(takenOtherCase.json().message).toMatch(/^Te hemos enviado un correo a TAKEN@example\.COM\./);
    const headers = (res: typeof fresh) =>
      Object.keys(res.headers)
        .filter((h) => !["x-request-id", "date", "content-length"].includes(h))
        .sort();
    expect(headers(taken)).toEqual(headers(fresh));
    // Nothing made yet: the new account waits for its link.
    expect(await users()).toEqual(before);
    await mails(3);
  });

  it("mails a new address a link that creates the client, signs it in and logs it, once", async () => {
    const payload = valid({ name: "  Lucía   Fernández ", email: "New.Client@Example.com" });
    expect((await register(payload, "en")).statusCode).toBe(202);
    const [raw] = await mails(1);
    expect(mailHeader(raw, "to")?.toLowerCase()).toBe("new.client@example.com");
    expect(decodeHeader(mailHeader(raw, "subject"))).toBe("Confirm your account");
    expect(mailBody(raw)).toContain("Hello Lucía Fernández,");
    expect(mailBody(raw)).toContain("The link expires in 24 hours and can be used only once.");
    const token = confirmTokenIn(raw);
    // Only the token's hash is kept, and never the password itself.
    const pending = await db()
      .selectFrom("registration_requests")
      .selectAll()
      .where("email", "=", "New.Client@Example.com")
      .executeTakeFirstOrThrow();
    expect(pending.token_hash).toBe(hashResetToken(token));
    expect(JSON.stringify(pending)).not.toContain(payload.password);

    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      token_type: "Bearer",
      user: {
        email: "New.Client@Example.com",
        name: "Lucía Fernández",
        role: "client",
        roles: [{ name: "client" }],
        language: "en",
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|argon/i);
    const me = await call(t.app, body.access_token, { method: "GET", url: "/api/me" });
    expect(me.json().data.email).toBe("New.Client@Example.com");
    const login = await call(t.app, undefined, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "new.client@example.com", password: payload.password },
    });
    expect(login.statusCode).toBe(200);
    const log = await db()
      .selectFrom("audit_logs")
      .selectAll()
      .where("action", "=", "register")
      .where("record_id", "=", String(body.user.id))
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ user_id: body.user.id, resource: "users" });
    expect(JSON.stringify(log.after)).not.toMatch(/password/);

    // Spent: the link works once.
    const again = await confirm(token, "es");
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      token: [
        "Este enlace ya no sirve: ha caducado, ya se usó o la cuenta ya existe. Inicia sesión o vuelve a registrarte.",
      ],
    });
  });

  it("tells an existing account's owner, in their language, with links to sign in and to reset", async () => {
    const owner = await db()
      .selectFrom("users")
      .select(["id", "password_hash"])
      .where("email", "=", "Taken@Example.com")
      .executeTakeFirstOrThrow();
    expect(
      (
        await register(
          valid({ email: "taken@EXAMPLE.com", password: "Otra-Clave-2026", password_confirmation: "Otra-Clave-2026" }),
          "es",
        )
      ).statusCode,
    ).toBe(202);
    const [raw] = await mails(1);
    expect(mailHeader(raw, "to")?.toLowerCase()).toBe("taken@example.com");
    // The owner reads English, whatever the language of whoever tried.
    expect(decodeHeader(mailHeader(raw, "subject"))).toBe("Someone tried to create an account with your email");
    const text = mailBody(raw);
    expect(text).toContain("Hello Taken user,");
    expect(text).toContain(`${PUBLIC_URL}/auth/login`);
    expect(text).toContain(`${PUBLIC_URL}/auth/forgot-password`);
    expect(text).not.toMatch(/register\/confirm/);
    // The account is as it was, and there is no link that could make another.
    const after = await db()
      .selectFrom("users")
      .select(["id", "password_hash"])
      .where("email", "=", "Taken@Example.com")
      .executeTakeFirstOrThrow();
    expect(after).toEqual(owner);
    expect(
      await db()
        .selectFrom("registration_requests")
        .select("id")
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", "taken@example.com"))
        .execute(),
    ).toEqual([]);
    const log = await db()
      .selectFrom("audit_logs")
      .selectAll()
      .where("action", "=", "register_existing")
      .where("record_id", "=", String(owner.id))
      .executeTakeFirst();
    expect(log).toBeDefined();
  });

  it("refuses an expired link, and the other links of an address once one made its account", async () => {
    const email = "twice@example.com";
    await register(valid({ email }), "en");
    await register(valid({ email, name: "Otra Persona" }), "en");
    const [first, second] = (await mails(2)).map(confirmTokenIn);
    expect((await confirm(second)).statusCode).toBe(201);
    expect((await confirm(first, "en")).json().errors.token).toEqual([
      "This link no longer works: it has expired, was used already, or the account exists. Sign in or register again.",
    ]);

    await register(valid({ email: "late@example.com" }));
    const [late] = (await waitForOutbox(dataDir, 3)).slice(2).map(confirmTokenIn);
    await db()
      .updateTable("registration_requests")
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where("email", "=", "late@example.com")
      .execute();
    expect((await confirm(late)).statusCode).toBe(422);
    expect(await users()).not.toContain("late@example.com");
  });

  it("makes one account of one link clicked twice at once", async () => {
    await register(valid({ email: "race@example.com" }));
    const [token] = (await mails(1)).map(confirmTokenIn);
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    expect((await users()).filter((e) => e === "race@example.com")).toHaveLength(1);
  });

  it("mails one address at most 3 times in 15 minutes, answering the same after", async () => {
    for (const email of ["flood@example.com", "taken@example.com"]) {
      for (let i = 0; i < 5; i++) {
        const res = await register(valid({ email }), "en");
        expect(res.statusCode).toBe(202);
        expect(res.json().message).toMatch(/^We have sent an email to/);
      }
    }
    await mails(6);
  });

  it("applies the spec's rules with localized messages on each field", async () => {
    const res = await register(
      { name: "Ana", email: "not-an-email", password: "12345", password_confirmation: "", terms: "yes" },
      "en",
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ["Must be at least 6 characters"],
      email: ["Must be a valid email"],
      password: ["Must be at least 6 characters"],
      password_confirmation: ["This field is required"],
      terms: ["Must be true or false"],
    });
    const missing = await register({}, "es");
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      "email",
      "name",
      "password",
      "password_confirmation",
      "terms",
    ]);
    expect(missing.json().errors.name).toEqual(["Este campo es obligatorio"]);
  });

  it("refuses a blank name, a differing confirmation, unaccepted terms, for any email", async () => {
    for (const email of ["nuevo@example.com", "taken@example.com"]) {
      const res = await register(
        valid({ email, name: "  a     ", password_confirmation: "something-else", terms: false }),
        "es",
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        name: ["Debe tener al menos 6 caracteres"],
        password_confirmation: ["Las contraseñas no coinciden"],
        terms: ["Tienes que aceptar los términos y condiciones"],
      });
    }
  });

  it.each(["123456", "password", "Qwerty123", "iloveyou"])("refuses the common password %s", async (password) => {
    const res = await register(valid({ password, password_confirmation: password }), "en");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      password: ["This password is too common. Choose one that is harder to guess."],
    });
    const es = await register(valid({ password, password_confirmation: password }), "es");
    expect(es.json().errors.password).toEqual([
      "Esta contraseña es demasiado común. Elige otra más difícil de adivinar.",
    ]);
  });

  it("refuses unknown fields, such as a role", async () => {
    const res = await register(valid({ role: "admin" }), "en");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ role: ["Field not allowed: role"] });
  });

  it("answers 403 with a message while the company has registration closed, links included", async () => {
    await register(valid({ email: "closed@example.com" }));
    const [token] = (await mails(1)).map(confirmTokenIn);
    await db().updateTable("company").set({ open_registration: false }).execute();
    try {
      const status = await call(t.app, undefined, { method: "GET", url: "/api/auth/registration" });
      expect(status.json()).toEqual({ open: false });
      const res = await register(valid(), "en");
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: "New accounts cannot be created at the moment. Please contact the company.",
      });
      expect((await register(valid(), "es")).json().message).toMatch(/^El registro de nuevas cuentas está desactivado/);
      expect((await confirm(token)).statusCode).toBe(403);
    } finally {
      await db().updateTable("company").set({ open_registration: true }).execute();
    }
    expect((await call(t.app, undefined, { method: "GET", url: "/api/auth/registration" })).json()).toEqual({
      open: true,
    });
    expect((await confirm(token)).statusCode).toBe(201);
  });

  it("throttles registrations per IP with 429 and Retry-After, other addresses unaffected", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      // Failed attempts count too: they are how addresses would be probed.
      const res = await register(i % 2 ? valid() : valid({ terms: false }), "en", ip);
      expect(res.statusCode).toBe(i % 2 ? 202 : 422);
    }
    const over = await register(valid(), "en", ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(3500);
    expect(over.json().message).toBe("Too many attempts from this connection. Try again in 60 min.");
    expect((await register(valid(), "en")).statusCode).toBe(202);
  });
});
