import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { hashPassword } from "../modules/auth/passwords.js";

export const DEMO_PASSWORD = "demo1234";

export const DEMO_USERS = [
  { email: "superadmin@demo.test", name: "Sara", lastname: "Superadmin", role: "superadmin" },
  { email: "admin@demo.test", name: "Alberto", lastname: "Administrador", role: "admin" },
  { email: "commercial@demo.test", name: "Carmen", lastname: "Comercial", role: "commercial" },
  { email: "client@demo.test", name: "Clara", lastname: "Cliente", role: "client" },
] as const;

export async function createUser(
  db: Kysely<Database>,
  user: { email: string; name: string; lastname?: string; role: string; password: string; language?: string },
): Promise<number> {
  const { id } = await db
    .insertInto("users")
    .values({
      email: user.email,
      name: user.name,
      lastname: user.lastname ?? null,
      language: user.language ?? "es",
      password_hash: await hashPassword(user.password),
      phone: null,
      dni: null,
      revenue_percentage: null,
      avatar: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const role = await db.selectFrom("roles").select("id").where("name", "=", user.role).executeTakeFirstOrThrow();
  await db.insertInto("user_roles").values({ user_id: id, role_id: role.id }).execute();
  return id;
}

/** The users' step: the demo users, one for each role. */
export async function seedDemoUsers(trx: Kysely<Database>): Promise<void> {
  for (const user of DEMO_USERS) await createUser(trx, { ...user, password: DEMO_PASSWORD });
}
