import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { createUser } from "../../../api/seed/demo-users.js";
import { decodeHeader, mailHeader, resetLinkIn } from "./raw-mail.js";
import { outboxFiles, tempDataDir } from "./outbox-files.js";
import { startSmtpServer } from "./smtp-test-server.js";

describe.each(DATABASE_KINDS)("mail through SMTP_URL on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    dataDir = tempDataDir();
    t = await createTestApp(kind, {
      smtpUrl: smtp.url,
      mailFrom: "Gestión Test <avisos@gestion.test>",
      publicUrl: "http://app.test:8080",
      dataDir,
    });
    await createUser(t.database.handle.db, {
      email: "rosa@example.com",
      name: "Rosa Martínez",
      role: "client",
      password: "old-secret-99",
      language: "es",
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("delivers the recovery mail to a real SMTP server, signed in with the URL's credentials", async () => {
    const res = await call(t.app, undefined, {
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "rosa@example.com" },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({ from: "avisos@gestion.test", to: ["rosa@example.com"], user: "mailer" });
    expect(decodeHeader(mailHeader(mail.raw, "from"))).toMatch(/Gestión Test.*<avisos@gestion.test>/);
    expect(decodeHeader(mailHeader(mail.raw, "subject"))).toBe("Restablece tu contraseña");
    expect(mailHeader(mail.raw, "content-type")).toMatch(/^multipart\/alternative/);
    expect(outboxFiles(dataDir)).toEqual([]);

    // The link works end to end.
    const link = new URL(resetLinkIn(mail.raw));
    expect(link.origin).toBe("http://app.test:8080");
    const reset = await call(t.app, undefined, {
      method: "POST",
      url: "/api/auth/reset-password",
      payload: {
        token: link.searchParams.get("token"),
        email: link.searchParams.get("email"),
        password: "Nueva-Clave-77",
        password_confirmation: "Nueva-Clave-77",
      },
    });
    expect(reset.statusCode).toBe(200);
    const login = await call(t.app, undefined, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "rosa@example.com", password: "Nueva-Clave-77" },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe("an SMTP server that cannot be reached", () => {
  it("still gets the caller the same answer: the failure is logged, not returned", async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const t = await createTestApp("pglite", { smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    const logged = vi.spyOn(t.app.log, "error");
    try {
      await createUser(t.database.handle.db, {
        email: "ana@example.com",
        name: "Ana Torres",
        role: "client",
        password: "old-secret-99",
      });
      const res = await call(t.app, undefined, {
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: "ana@example.com" },
        lang: "en",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/^If an account exists/);
      expect(JSON.stringify(res.json())).not.toMatch(/ECONNREFUSED|smtp/i);
    } finally {
      // Closing waits for the mails still being sent, so their failure is logged by then.
      await t.close();
    }
    const failures = logged.mock.calls.filter(([, msg]) => msg === "mail could not be sent");
    expect(failures).toHaveLength(1);
    const [details] = failures[0] as unknown as [{ err: Error & { code?: string }; to: string; subject: string }];
    expect(details.to).toBe("ana@example.com");
    expect(details.subject).toBe("Restablece tu contraseña");
    expect(details.err.code ?? details.err.message).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
  });

  it("refuses wrong SMTP credentials without breaking the answer, and logs why", async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp("pglite", { smtpUrl: `smtp://mailer:wrong@127.0.0.1:${smtp.port}` });
    const logged = vi.spyOn(t.app.log, "error");
    try {
      await createUser(t.database.handle.db, {
        email: "eva@example.com",
        name: "Eva Romero",
        role: "client",
        password: "old-secret-99",
      });
      const res = await call(t.app, undefined, {
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: "eva@example.com" },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(0);
    const failures = logged.mock.calls.filter(([, msg]) => msg === "mail could not be sent");
    expect(failures).toHaveLength(1);
    const [details] = failures[0] as unknown as [{ err: Error & { code?: string }; to: string }];
    expect(details.to).toBe("eva@example.com");
    expect(details.err.code).toBe("EAUTH");
  });
});
