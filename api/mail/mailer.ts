import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { Mailer, MailMessage, SentMail } from "./mail-message.js";
import { writeToOutbox } from "./outbox.js";

type MailConfig = Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">;

/**
 * SMTP when SMTP_URL is set; otherwise nodemailer still builds the real message (a stream
 * transport) and it is written as an .eml file under DATA_DIR/outbox/, its path logged.
 */
export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl, {
      from: config.mailFrom,
      textEncoding: "quoted-printable",
    });
    return {
      async send(message: MailMessage): Promise<SentMail> {
        const info = await transport.sendMail(message);
        log.info({ to: message.to, messageId: info.messageId }, "mail sent");
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: "unix" },
    { from: config.mailFrom, textEncoding: "quoted-printable" },
  );
  return {
    async send(message: MailMessage): Promise<SentMail> {
      const info = await transport.sendMail(message);
      const outboxPath = await writeToOutbox(config.dataDir, info.message as Buffer);
      log.info({ to: message.to, path: outboxPath }, "mail written to the outbox (no SMTP_URL)");
      return { outboxPath, messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
