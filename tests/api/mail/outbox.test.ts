import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { createMailer } from "../../../api/mail/mailer.js";
import { decodeHeader, mailBody, mailHeader } from "./raw-mail.js";
import { outboxFiles, tempDataDir } from "./outbox-files.js";

function recordingLogger() {
  const lines: { obj: Record<string, unknown>; msg: string }[] = [];
  const log = {
    info: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe("the outbox, without SMTP_URL", () => {
  const dataDir = tempDataDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("writes each mail as an .eml file under DATA_DIR/outbox/ and logs its path", async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer({ dataDir, mailFrom: "Gestión <no-reply@localhost>" }, log);
    const first = await mailer.send({
      to: "luis@example.com",
      subject: "Contraseña olvidada",
      text: "Hola, Luis: ñandú\n",
      html: "<p>Hola, Luis: ñandú</p>",
    });
    const second = await mailer.send({ to: "otro@example.com", subject: "Second", text: "two\n", html: "<p>two</p>" });
    mailer.close();

    expect(path.dirname(first.outboxPath!)).toBe(path.join(dataDir, "outbox"));
    expect(outboxFiles(dataDir)).toEqual([first.outboxPath, second.outboxPath]);
    expect(lines.map((l) => l.obj.path)).toEqual([first.outboxPath, second.outboxPath]);

    const raw = fs.readFileSync(first.outboxPath!, "utf8");
    expect(mailHeader(raw, "to")).toBe("luis@example.com");
    expect(decodeHeader(mailHeader(raw, "from"))).toMatch(/Gestión <no-reply@localhost>/);
    expect(decodeHeader(mailHeader(raw, "subject"))).toBe("Contraseña olvidada");
    expect(mailHeader(raw, "message-id")).toMatch(/^<.+>$/);
    expect(mailBody(raw)).toContain("Hola, Luis: ñandú");
    expect(mailBody(raw)).toContain("<p>Hola, Luis: ñandú</p>");
    expect(fs.statSync(first.outboxPath!).mode & 0o077).toBe(0);
  });
});
