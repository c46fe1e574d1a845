import type { Kysely } from "kysely";
import { pickLanguage, translator } from "../../i18n.js";
import { renderHtmlMail } from "../../mail/html-layout.js";
import type { MailMessage } from "../../mail/mail-message.js";
import type { Database } from "../../db/schema.js";

// The mail a client gets when a ticket is closed with "notify": the result and the rating link,
// in each recipient's language (a client user's own; else the client's, else the company's).
export interface Recipient {
  email: string;
  name: string;
  language: string;
}

export async function ticketRecipients(db: Kysely<Database>, clientId: number | null): Promise<Recipient[]> {
  if (clientId === null) return [];
  const users = await db
    .selectFrom("users")
    .select(["email", "name", "language"])
    .where("client_id", "=", clientId)
    .where("active", "=", true)
    .execute();
  if (users.length)
    return users.map((u) => ({ email: String(u.email), name: String(u.name), language: String(u.language) }));
  const client = await db
    .selectFrom("lead_clients")
    .select(["email", "name", "language"])
    .where("id", "=", clientId)
    .executeTakeFirst();
  if (!client?.email) return [];
  const company = await db.selectFrom("company").select("default_language").where("id", "=", 1).executeTakeFirst();
  return [
    {
      email: String(client.email),
      name: String(client.name),
      language: String(client.language ?? company?.default_language ?? "es"),
    },
  ];
}

interface CloseMailInput {
  to: Recipient;
  title: string;
  token: string;
  result: string | null;
  ratingUrl: string;
  ticketUrl: string;
  company: string;
}

export function composeCloseMail({
  to,
  title,
  token,
  result,
  ratingUrl,
  ticketUrl,
  company,
}: CloseMailInput): MailMessage {
  const lang = pickLanguage(to.language);
  const t = translator(lang);
  const k = (key: string, params: Record<string, unknown> = {}) => t(`support-api:closeMail.${key}`, params);
  const paragraphs = [
    k("greeting", { name: to.name }),
    k("intro", { title, token }),
    result ? k("result", { result }) : k("noResult"),
    k("ticket", { url: ticketUrl }),
  ];
  const footer = [k("once"), k("signature", { company })];
  return {
    to: to.email,
    subject: k("subject", { title }),
    text: `${[...paragraphs, `${k("action")}: ${ratingUrl}`, ...footer].join("\n\n")}\n`,
    html: renderHtmlMail({
      lang,
      title: k("title"),
      paragraphs,
      action: { label: k("action"), url: ratingUrl },
      footer,
    }),
  };
}
