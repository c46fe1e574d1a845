import type { FastifyInstance } from "fastify";
import type { Mailer, MailMessage } from "./mail-message.js";
import { createMailer } from "./mailer.js";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
    /**
     * Sends without making the caller wait: an answer must not take longer (nor fail) because a
     * mail server is slow, or tell by its timing whether a mail went out.
     */
    sendMailLater(message: MailMessage): void;
  }
}

export function registerMailer(app: FastifyInstance): void {
  const mailer = createMailer(app.config, app.log);
  app.decorate("mailer", mailer);
  app.decorate("sendMailLater", (message: MailMessage) => {
    app.runInBackground("mail could not be sent", () => mailer.send(message), {
      to: message.to,
      subject: message.subject,
    });
  });
  // Mails accepted before a shutdown still go out before the transport closes.
  app.addHook("onClose", async () => {
    await app.backgroundSettled();
    mailer.close();
  });
}
