import type { Kysely } from "kysely";
import { dynamicTable } from "../db/dynamic-table.js";
import type { Database } from "../db/schema.js";
import { DEMO_NOMENCLATORS, DEMO_SPECIFIC_SERVICES } from "./demo-nomenclators.js";
import { seedDemoCrm } from "./demo-crm.js";

/**
 * The sales step: the demo client user's client (the portal's row scope), the nomenclators and
 * the pipelines, leads and their activities.
 */
export async function seedDemoSales(trx: Kysely<Database>): Promise<void> {
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
  const staff = await trx
    .selectFrom("users")
    .select(["id", "email"])
    .where("email", "in", ["admin@demo.test", "commercial@demo.test"])
    .execute();
  const idOf = (email: string) => staff.find((u) => u.email === email)!.id as number;
  await seedDemoCrm(trx, { admin: idOf("admin@demo.test"), commercial: idOf("commercial@demo.test") }, client.id);
}
