import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { selectUsers, withRole, type UserRow } from "../users/user-rows.js";

/** The signed-in user as /me and every sign-in answer it: the same shape the users API has. */
export type UserDto = UserRow;

export async function loadUserDto(db: Kysely<Database>, id: number): Promise<UserDto | undefined> {
  const row = await selectUsers(db).where("u.id", "=", id).executeTakeFirst();
  return row ? withRole(row) : undefined;
}
