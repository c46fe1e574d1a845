import { sql, type Kysely } from "kysely";
import { NOTIFICATION_KINDS, type NotificationKind } from "../../../resources/support/ticket-options.js";
import type { Database } from "../../db/schema.js";

export interface MailPreference {
  kind: NotificationKind;
  email: boolean;
}

/**
 * Whether a kind comes by mail until the user says otherwise. What needs acting on (a mention, an
 * assignment, a clock about to run out or run out, an invoice, a lead, a course registration moved off the
 * waitlist) does. Replies do for client
 * users, who follow their tickets from their inbox (the portal promises them a mail on every staff
 * reply), and not for staff, whose bell already tells them and who would get one per message.
 */
export const MAIL_BY_DEFAULT: Record<NotificationKind, boolean | "clients"> = {
  mention: true,
  assignment: true,
  reply: "clients",
  sla_warning: true,
  sla_breach: true,
  invoice: true,
  lead: true,
  registration: true,
  // The tax agency refused records, or cannot be reached for a while: the admins must act.
  verifactu_rejected: true,
  verifactu_stuck: true,
};

function byDefault(kind: NotificationKind, isClient: boolean): boolean {
  const rule = MAIL_BY_DEFAULT[kind];
  return rule === "clients" ? isClient : rule;
}

const isClientUser = (userId: number) =>
  sql<boolean>`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId} and
    r.name = 'client')`;

/** Every kind with the user's choice, or its default. */
export async function readPreferences(db: Kysely<Database>, userId: number): Promise<MailPreference[]> {
  const [stored, client] = await Promise.all([
    db.selectFrom("notification_preferences").select(["kind", "email"]).where("user_id", "=", userId).execute(),
    sql<{ client: boolean }>`select ${isClientUser(userId)} as client`.execute(db),
  ]);
  const chosen = new Map(stored.map((p) => [String(p.kind), Boolean(p.email)]));
  const isClient = Boolean(client.rows[0]?.client);
  return NOTIFICATION_KINDS.map((kind) => ({ kind, email: chosen.get(kind) ?? byDefault(kind, isClient) }));
}

export async function savePreferences(
  db: Kysely<Database>,
  userId: number,
  preferences: readonly MailPreference[],
): Promise<void> {
  if (!preferences.length) return;
  await db
    .insertInto("notification_preferences")
    .values(preferences.map((p) => ({ user_id: userId, kind: p.kind, email: p.email })))
    .onConflict((oc) => oc.columns(["user_id", "kind"]).doUpdateSet({ email: sql`excluded.email` }))
    .execute();
}

/** Whether a notification of this kind should also reach the user by mail (an inactive account gets none). */
export async function wantsMail(
  db: Kysely<Database>,
  userId: number,
  kind: NotificationKind | string,
): Promise<boolean> {
  const row = await db
    .selectFrom("users as u")
    .leftJoin("notification_preferences as p", (join) => join.onRef("p.user_id", "=", "u.id").on("p.kind", "=", kind))
    .select(["u.active", "p.email", isClientUser(userId).as("client")])
    .where("u.id", "=", userId)
    .executeTakeFirst();
  if (!row?.active) return false;
  if (row.email !== null && row.email !== undefined) return Boolean(row.email);
  return byDefault(kind as NotificationKind, Boolean(row.client));
}
