import type { Kysely } from "kysely";
import { STAFF_ROLES as STAFF } from "../../../resources/index.js";
import type { Database } from "../../db/schema.js";

// `@Name Lastname` (or `@Name` when no other staff user shares it) in an internal note names a
// staff user. The longest full name wins, so "@Ana María" is not read as "@Ana".

export async function mentionedStaff(db: Kysely<Database>, body: string): Promise<number[]> {
  if (!body.includes("@")) return [];
  const staff = await db
    .selectFrom("users")
    .select(["users.id", "users.name", "users.lastname"])
    .where("users.active", "=", true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("user_roles")
          .innerJoin("roles", "roles.id", "user_roles.role_id")
          .whereRef("user_roles.user_id", "=", "users.id")
          .where("roles.name", "in", STAFF),
      ),
    )
    .execute();
  const text = body.toLocaleLowerCase();
  const firstNames = new Map<string, number>();
  for (const u of staff)
    firstNames.set(String(u.name).toLocaleLowerCase(), (firstNames.get(String(u.name).toLocaleLowerCase()) ?? 0) + 1);
  const found = new Set<number>();
  for (const u of staff) {
    const full = `${u.name} ${u.lastname ?? ""}`.trim().toLocaleLowerCase();
    const first = String(u.name).toLocaleLowerCase();
    if (mentions(text, full) || (firstNames.get(first) === 1 && mentions(text, first))) found.add(u.id);
  }
  return [...found];
}

// "@name" followed by the end or a character that cannot continue a name.
function mentions(text: string, name: string): boolean {
  let at = text.indexOf(`@${name}`);
  while (at !== -1) {
    const next = text.charAt(at + name.length + 1);
    if (next === "" || !/[\p{L}\p{N}]/u.test(next)) return true;
    at = text.indexOf(`@${name}`, at + 1);
  }
  return false;
}
