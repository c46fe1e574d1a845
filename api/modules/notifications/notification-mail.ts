import type { Kysely } from "kysely";
import type { TFunction } from "i18next";
import { pickLanguage, translator } from "../../i18n.js";
import { renderHtmlMail } from "../../mail/html-layout.js";
import type { Mailer, MailMessage } from "../../mail/mail-message.js";
import type { Database } from "../../db/schema.js";

export interface NotificationForMail {
  kind: string;
  title: string;
  params: Record<string, unknown>;
  body: string | null;
  link: string | null;
}

/**
 * The notification's sentence, as the bell shows it (web/components/notifications/notification-text.ts):
 * notifications:kind.<kind> with {title, ...params}, the `_by` variant when it says who did it.
 */
export function notificationText(t: TFunction, n: Pick<NotificationForMail, "kind" | "title" | "params">): string {
  const params: Record<string, unknown> = { ...n.params, title: n.title };
  const by = typeof params.by === "string" && params.by.trim() !== "";
  return t(`notifications:kind.${n.kind}`, { ...params, context: by ? "by" : undefined, defaultValue: n.title });
}

export interface NotificationMailInput {
  to: string;
  name: string;
  /** users.language: the mail is in the recipient's language. */
  language: string;
  notification: NotificationForMail;
  publicUrl: string;
  company: string;
}

export function composeNotificationMail({
  to,
  name,
  language,
  notification,
  publicUrl,
  company,
}: NotificationMailInput): MailMessage {
  const lang = pickLanguage(language);
  const t = translator(lang);
  const k = (key: string, params: Record<string, unknown> = {}) => t(`notifications:mail.${key}`, params);
  const text = notificationText(t, notification);
  const paragraphs = [k("greeting", { name }), text, ...(notification.body ? [notification.body] : [])];
  const action = notification.link ? { label: k("action"), url: `${publicUrl}${notification.link}` } : undefined;
  const footer = [
    k("why", { kind: t(`notifications:kindName.${notification.kind}`, { defaultValue: notification.kind }) }),
    k("preferences", { url: `${publicUrl}/notifications` }),
    k("signature", { company }),
  ];
  return {
    to,
    subject: text,
    text: `${[...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), ...footer].join("\n\n")}\n`,
    html: renderHtmlMail({ lang, title: text, paragraphs, action, footer }),
  };
}

/**
 * Sends one queued notification's mail, reading it and its user now: a notification deleted
 * meanwhile (its user was) or a user made inactive gets none, and that is not a failure.
 */
export async function sendNotificationMail(
  db: Kysely<Database>,
  mailer: Mailer,
  publicUrl: string,
  notificationId: number,
): Promise<void> {
  const row = await db
    .selectFrom("notifications as n")
    .innerJoin("users as u", "u.id", "n.user_id")
    .select(["n.kind", "n.title", "n.params", "n.body", "n.link", "u.email", "u.name", "u.language", "u.active"])
    .where("n.id", "=", notificationId)
    .executeTakeFirst();
  if (!row?.active) return;
  const company = await db.selectFrom("company").select("name").where("id", "=", 1).executeTakeFirst();
  const params = row.params && typeof row.params === "object" ? (row.params as Record<string, unknown>) : {};
  const notification = {
    kind: String(row.kind),
    title: String(row.title),
    params,
    body: row.body as string | null,
    link: row.link as string | null,
  };
  await mailer.send(
    composeNotificationMail({
      to: row.email,
      name: row.name,
      language: row.language,
      notification,
      publicUrl,
      company: company?.name ?? "",
    }),
  );
}
