import { pickLanguage, translator } from "../../i18n.js";
import type { MailMessage } from "../../mail/mail-message.js";
import { renderHtmlMail } from "../../mail/html-layout.js";

// The two mails a registration sends, one or the other, so its answer can be the same either way:
// the link that creates a new account, or, to the owner of an existing one, word of the attempt.

export const CONFIRM_LINK_HOURS = 24;

export interface ConfirmMailInput {
  to: string;
  name: string;
  /** The language the registration was made in. */
  language: string;
  link: string;
  company: string;
}

export function composeConfirmMail({ to, name, language, link, company }: ConfirmMailInput): MailMessage {
  const lang = pickLanguage(language);
  const k = (key: string, params: Record<string, unknown> = {}) =>
    translator(lang)(`account:mail.confirm.${key}`, params);
  const paragraphs = [k("greeting", { name }), k("intro", { email: to })];
  const footer = [k("expiry", { hours: CONFIRM_LINK_HOURS }), k("ignore"), k("signature", { company })];
  return {
    to,
    subject: k("subject"),
    text: `${[...paragraphs, `${k("action")}: ${link}`, ...footer].join("\n\n")}\n`,
    html: renderHtmlMail({ lang, title: k("title"), paragraphs, action: { label: k("action"), url: link }, footer }),
  };
}

export interface ExistingAccountMailInput {
  to: string;
  name: string;
  /** users.language: the owner's language, not the one the attempt was made in. */
  language: string;
  publicUrl: string;
  company: string;
}

export function composeExistingAccountMail({
  to,
  name,
  language,
  publicUrl,
  company,
}: ExistingAccountMailInput): MailMessage {
  const lang = pickLanguage(language);
  const k = (key: string, params: Record<string, unknown> = {}) =>
    translator(lang)(`account:mail.existing.${key}`, params);
  const signIn = new URL("/auth/login", publicUrl).toString();
  const reset = new URL("/auth/forgot-password", publicUrl).toString();
  const paragraphs = [k("greeting", { name }), k("intro", { email: to }), k("signIn")];
  const footer = [k("ignore"), k("signature", { company })];
  return {
    to,
    subject: k("subject"),
    text: `${[...paragraphs, `${k("action")}: ${signIn}`, `${k("reset")} ${reset}`, ...footer].join("\n\n")}\n`,
    html: renderHtmlMail({
      lang,
      title: k("title"),
      paragraphs,
      action: { label: k("action"), url: signIn },
      secondary: { text: k("reset"), label: k("resetAction"), url: reset },
      footer,
    }),
  };
}
