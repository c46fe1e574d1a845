import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { recordAudit } from "../../audit/record-audit.js";
import { hashPassword } from "../auth/passwords.js";

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  language: string;
}

/** The user, its client role and the activity-log line, in one transaction. */
export async function createAccount(db: Kysely<Database>, request: FastifyRequest, account: NewAccount): Promise<number> {
  const passwordHash = await hashPassword(account.password);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto("users")
      .values({ email: account.email, name: account.name, lastname: null, language: account.language, password_hash: passwordHash, phone: null, dni: null, revenue_percentage: null, avatar: null })
      .returning(["id", "email", "name", "language"])
      .executeTakeFirstOrThrow();
    const role = await trx.selectFrom("roles").select("id").where("name", "=", "client").executeTakeFirstOrThrow();
    await trx.insertInto("user_roles").values({ user_id: user.id, role_id: role.id }).execute();
    await recordAudit(trx, request, { action: "register", resource: "users", recordId: user.id, userId: user.id, after: { ...user, roles: ["client"] } });
    return user.id;
  });
}
