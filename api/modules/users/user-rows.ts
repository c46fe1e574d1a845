import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { UserAnswer } from "../../../resources/users/user-answer.js";

// The user as the users API answers it (resources/users/user-answer.ts).
export const ROLE_RANK = ["superadmin", "admin", "commercial", "client"] as const;

/** The row before it is sent: the driver gives times as dates, which the answer writes as strings. */
export type UserRow = Omit<UserAnswer, "last_login_at" | "created_at" | "updated_at"> & {
  last_login_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

export function selectUsers(db: Kysely<Database>) {
  return db
    .selectFrom("users as u")
    .leftJoin("lead_clients as c", "c.id", "u.client_id")
    .select([
      "u.id",
      "u.email",
      "u.name",
      "u.lastname",
      "u.phone",
      "u.dni",
      "u.revenue_percentage",
      "u.hourly_rate",
      "u.language",
      "u.avatar",
      "u.active",
      "u.client_id",
      "u.two_factor_enabled",
      "u.last_login_at",
      "u.created_at",
      "u.updated_at",
      "u.version",
      sql<{
        id: number;
        name: string;
      } | null>`case when c.id is null then null else json_build_object('id', c.id, 'name', c.name) end`.as("client"),
      sql<
        { id: number; name: string }[]
      >`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id) from user_roles ur join
        roles r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json)`.as("roles"),
    ]);
}

export function withRole<T extends { roles: { name: string }[] }>(row: T): T & { role: string | null } {
  const names = row.roles.map((r) => r.name);
  return { ...row, role: ROLE_RANK.find((r) => names.includes(r)) ?? null };
}

export async function findUser(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  const row = await selectUsers(db).where("u.id", "=", id).executeTakeFirst();
  return row ? (withRole(row) as UserRow) : undefined;
}

/** What the activity log keeps of a user: its fields and role names, nothing secret. */
export function auditView(row: UserRow): Record<string, unknown> {
  const { client: _client, roles, role: _role, updated_at: _u, version: _v, last_login_at: _l, ...rest } = row;
  return { ...rest, roles: roles.map((r) => r.name).sort() };
}
