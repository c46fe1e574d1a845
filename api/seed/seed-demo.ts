import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { ApiManifest } from "../modules/api-manifest.js";
import { API_MANIFESTS } from "../modules/manifests.js";

/** True when nobody has ever signed up: the only state in which demo data may be added. */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return row.n === 0;
}

/**
 * The demo data: each manifest's step (ApiManifest.seedDemo) in the manifests' order, in one
 * transaction, so a failed step leaves the database empty and the next start tries again.
 */
export async function seedDemo(db: Kysely<Database>, manifests: readonly ApiManifest[] = API_MANIFESTS): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const manifest of manifests) await manifest.seedDemo?.(trx);
  });
}
