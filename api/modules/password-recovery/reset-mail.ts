import { pickLanguage, translator } from "../../i18n.js";
import type { MailMessage } from "../../mail/mail-message.js";
import { renderHtmlMail } from "../../mail/html-layout.js";
import { RESET_TOKEN_MINUTES } from "./reset-tokens.js";

export interface ResetMailInput {
  to: string;
  name: string;
  /** users.language: the mail is in the recipient's language, not the requester's. */
  language: string;
  link: string;
  company: string;
}

export function composeResetMail({ to, name, language, link, company }: ResetMailInput): MailMessage {
  const lang = pickLanguage(language);
  const t = translator(lang);
  const k = (key: string, params: Record<string, unknown> = {}) => t(`account:mail.reset.${key}`, params);
  const paragraphs = [k("greeting", { name }), k("intro", { email: to })];
  const footer = [k("expiry", { minutes: RESET_TOKEN_MINUTES }), k("ignore"), k("signature", { company })];
  return {
    to,
    subject: k("subject"),
    text: `${[...paragraphs, `${k("action")}: ${link}`, ...footer].join("\n\n")}\n`,
    html: renderHtmlMail({ lang, title: k("title"), paragraphs, action: { label: k("action"), url: link }, footer }),
  };
}
