import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, UsersTable } from "../../db/schema.js";

/** The user as the API tells it: never the password hash, secrets or codes. */
export type UserDto = Pick<
  Selectable<UsersTable>,
  "id" | "email" | "name" | "lastname" | "phone" | "dni" | "revenue_percentage" | "language" | "avatar" | "active" | "created_at" | "client_id" | "version"
> & {
  roles: { id: number; name: string }[];
  /** The highest role, for screens that show one (SPEC §3 "role"). */
  role: string | null;
  /** The lead client a client user belongs to (SPEC §3 User.client). */
  client: { id: number; name: string } | null;
  two_factor_enabled: boolean;
};

const ROLE_RANK = ["superadmin", "admin", "commercial", "client"];

export async function loadUserDto(db: Kysely<Database>, id: number): Promise<UserDto | undefined> {
  const row = await db
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
      "u.language",
      "u.avatar",
      "u.active",
      "u.created_at",
      "u.client_id",
      "u.version",
      "u.two_factor_enabled",
      sql<{ id: number; name: string } | null>`case when c.id is null then null else json_build_object('id', c.id, 'name', c.name) end`.as("client"),
      sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json)`.as("roles"),
    ])
    .where("u.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const names = row.roles.map((r) => r.name);
  return { ...row, role: ROLE_RANK.find((r) => names.includes(r)) ?? null };
}
