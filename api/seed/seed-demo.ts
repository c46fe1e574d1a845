import type { Kysely } from "kysely";
import { dynamicTable } from "../db/dynamic-table.js";
import type { Database } from "../db/schema.js";
import { DEMO_PASSWORD, DEMO_USERS, createUser } from "./demo-users.js";
import { DEMO_NOMENCLATORS, DEMO_SPECIFIC_SERVICES } from "./demo-nomenclators.js";
import { seedDemoProjects } from "./demo-projects.js";
import { seedDemoCrm } from "./demo-crm.js";
import { seedDemoSupport } from "./demo-support.js";
import { seedDemoBilling } from "./demo-billing.js";
import { seedDemoEducation } from "./demo-education.js";

/** True when nobody has ever signed up: the only state in which demo data may be added. */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return row.n === 0;
}

export async function seedDemo(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const user of DEMO_USERS) await createUser(trx, { ...user, password: DEMO_PASSWORD });
    // The demo client user belongs to a lead client (the portal's row scope).
    const client = await trx
      .insertInto("lead_clients")
      .values({ name: "Academia Ejemplo", email: "secretaria@academia-ejemplo.test", tax_id: "B12345674" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.updateTable("users").set({ client_id: client.id }).where("email", "=", "client@demo.test").execute();
    for (const [table, rows] of Object.entries(DEMO_NOMENCLATORS))
      await dynamicTable(trx).insertInto(table).values(rows).execute();
    for (const [service, names] of Object.entries(DEMO_SPECIFIC_SERVICES)) {
      const { id } = await trx
        .selectFrom("lead_services")
        .select("id")
        .where("name", "=", service)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("lead_specific_services")
        .values(names.map((name) => ({ service_id: id, name })))
        .execute();
    }
    await seedDemoProjects(trx);
    const staff = await trx
      .selectFrom("users")
      .select(["id", "email"])
      .where("email", "in", ["admin@demo.test", "commercial@demo.test"])
      .execute();
    const idOf = (email: string) => staff.find((u) => u.email === email)!.id as number;
    await seedDemoCrm(trx, { admin: idOf("admin@demo.test"), commercial: idOf("commercial@demo.test") }, client.id);
    await seedDemoSupport(trx);
    await seedDemoBilling(trx);
    await seedDemoEducation(trx);
  });
}
