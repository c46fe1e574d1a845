import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** Who did it, as a notification names them ("{{by}} mentioned you…"); undefined for the server itself. */
export async function actorName(db: Kysely<Database>, userId: number | null | undefined): Promise<string | undefined> {
  if (userId === null || userId === undefined) return undefined;
  const user = await db.selectFrom("users").select(["name", "lastname"]).where("id", "=", userId).executeTakeFirst();
  return user ? `${user.name} ${user.lastname ?? ""}`.trim() : undefined;
}
