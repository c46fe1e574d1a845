import { sql, type Kysely } from "kysely";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/schema.js";
import { AppError, conflict, notFound, validationFailed } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { changedFields, recordAudit } from "../../audit/record-audit.js";
import { hashPassword } from "../auth/passwords.js";
import { newPasswordErrors } from "../auth/password-rules.js";
import { assertMayManage, assertNotLastSuperadmin, isSuperadmin } from "./role-rules.js";
import { auditView, findUser, type UserRow } from "./user-rows.js";
import { userColumns, type UserBody } from "./user-input.js";

// Creating, editing and removing users: each one transaction with its activity-log row.

async function setRoles(trx: Kysely<Database>, userId: number, roles: string[]): Promise<void> {
  await trx.deleteFrom("user_roles").where("user_id", "=", userId).execute();
  const ids = await trx.selectFrom("roles").select("id").where("name", "in", roles).execute();
  await trx
    .insertInto("user_roles")
    .values(ids.map((r) => ({ user_id: userId, role_id: r.id })))
    .execute();
}

async function lockedUser(trx: Kysely<Database>, id: number): Promise<UserRow> {
  const locked = await trx.selectFrom("users").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
  if (!locked) throw notFound();
  return (await findUser(trx, id))!;
}

const roleNames = (row: UserRow) => row.roles.map((r) => r.name);

// An admin setting a password meets the same rules as a user choosing one (no confirmation here).
function assertAcceptablePassword(password: string): void {
  const { password: errors } = newPasswordErrors(password, password);
  if (errors) throw validationFailed({ password: errors });
}

export async function createUser(db: Kysely<Database>, request: FastifyRequest, body: UserBody): Promise<UserRow> {
  const actor = requireUser(request);
  const roles = body.roles ?? [];
  assertMayManage(actor, [], roles);
  const columns = await userColumns(db, body, roles, null);
  assertAcceptablePassword(body.password!);
  const passwordHash = await hashPassword(body.password!);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("users")
      .values({
        email: columns.email!,
        name: columns.name!,
        lastname: columns.lastname ?? null,
        phone: columns.phone ?? null,
        dni: columns.dni ?? null,
        revenue_percentage: columns.revenue_percentage ?? null,
        hourly_rate: columns.hourly_rate ?? null,
        language: columns.language ?? "es",
        active: columns.active ?? true,
        client_id: columns.client_id ?? null,
        avatar: null,
        password_hash: passwordHash,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await setRoles(trx, id, roles);
    const row = (await findUser(trx, id))!;
    await recordAudit(trx, request, { action: "create", resource: "users", recordId: id, after: auditView(row) });
    return row;
  });
}

export async function updateUser(
  db: Kysely<Database>,
  request: FastifyRequest,
  id: number,
  body: UserBody,
): Promise<UserRow> {
  const actor = requireUser(request);
  if (body.password) assertAcceptablePassword(body.password);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  return db.transaction().execute(async (trx) => {
    const before = await lockedUser(trx, id);
    assertMayManage(actor, roleNames(before), body.roles);
    if (body.version !== undefined && body.version !== before.version) throw conflict();
    const nextRoles = body.roles ?? roleNames(before);
    const columns = await userColumns(trx, body, nextRoles, before.client_id);
    const nextActive = columns.active ?? before.active;
    if (id === actor.id && !nextActive) throw new AppError(409, "users:cannotDeactivateSelf");
    if (isSuperadmin(roleNames(before)) && (!isSuperadmin(nextRoles) || !nextActive))
      await assertNotLastSuperadmin(trx, id);

    await trx
      .updateTable("users")
      .set({
        ...columns,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        version: sql`version + 1`,
        updated_at: sql`now()`,
      })
      .where("id", "=", id)
      .execute();
    if (body.roles) await setRoles(trx, id, body.roles);
    // A new password or a deactivation ends the user's sessions everywhere.
    if (passwordHash || !nextActive)
      await trx
        .updateTable("sessions")
        .set({ revoked_at: sql`now()` })
        .where("user_id", "=", id)
        .where("revoked_at", "is", null)
        .execute();

    const after = (await findUser(trx, id))!;
    const diff = changedFields(auditView(before), auditView(after));
    if (passwordHash) Object.assign(diff.after, { password_changed: true });
    await recordAudit(trx, request, { action: "update", resource: "users", recordId: id, ...diff });
    return after;
  });
}

export async function deleteUser(db: Kysely<Database>, request: FastifyRequest, id: number): Promise<UserRow> {
  const actor = requireUser(request);
  return db.transaction().execute(async (trx) => {
    const before = await lockedUser(trx, id);
    assertMayManage(actor, roleNames(before));
    if (id === actor.id) throw new AppError(409, "users:cannotDeleteSelf");
    if (isSuperadmin(roleNames(before))) await assertNotLastSuperadmin(trx, id);
    await trx.deleteFrom("users").where("id", "=", id).execute();
    await recordAudit(trx, request, { action: "delete", resource: "users", recordId: id, before: auditView(before) });
    return before;
  });
}
