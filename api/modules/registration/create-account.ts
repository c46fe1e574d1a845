import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { recordAudit } from "../../audit/record-audit.js";

export interface NewAccount {
  name: string;
  email: string;
  /** Hashed when the registration was asked for (registration_requests). */
  passwordHash: string;
  language: string;
}

/** The user, its client role and the activity-log line, in the caller's transaction. */
export async function createAccount(
  trx: Kysely<Database>,
  request: FastifyRequest,
  account: NewAccount,
): Promise<number> {
  const user = await trx
    .insertInto("users")
    .values({
      email: account.email,
      name: account.name,
      lastname: null,
      language: account.language,
      password_hash: account.passwordHash,
      phone: null,
      dni: null,
      revenue_percentage: null,
      avatar: null,
    })
    .returning(["id", "email", "name", "language"])
    .executeTakeFirstOrThrow();
  const role = await trx.selectFrom("roles").select("id").where("name", "=", "client").executeTakeFirstOrThrow();
  await trx.insertInto("user_roles").values({ user_id: user.id, role_id: role.id }).execute();
  await recordAudit(trx, request, {
    action: "register",
    resource: "users",
    recordId: user.id,
    userId: user.id,
    after: { ...user, roles: ["client"] },
  });
  return user.id;
}
