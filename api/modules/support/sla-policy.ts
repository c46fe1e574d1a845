import type { Kysely } from "kysely";
import type { Urgency } from "../../../resources/support/ticket-options.js";
import type { Database } from "../../db/schema.js";

export interface SlaTargets {
  first_response_minutes: number | null;
  resolution_minutes: number | null;
}

/**
 * The targets for a ticket: the active policy of its urgency for its client's type when there is
 * one, else the general one of its urgency; none when no policy covers it (no clock runs).
 */
export async function slaTargets(db: Kysely<Database>, urgency: Urgency, clientId: number | null): Promise<SlaTargets> {
  const client =
    clientId === null
      ? null
      : await db.selectFrom("lead_clients").select("client_type_id").where("id", "=", clientId).executeTakeFirst();
  const typeId = client?.client_type_id ?? null;
  const policies = await db
    .selectFrom("sla_policies")
    .select(["client_type_id", "first_response_minutes", "resolution_minutes"])
    .where("urgency", "=", urgency)
    .where("active", "=", true)
    .where((eb) =>
      typeId === null
        ? eb("client_type_id", "is", null)
        : eb.or([eb("client_type_id", "is", null), eb("client_type_id", "=", typeId)]),
    )
    .execute();
  const chosen = policies.find((p) => p.client_type_id !== null) ?? policies[0];
  return {
    first_response_minutes: chosen?.first_response_minutes ?? null,
    resolution_minutes: chosen?.resolution_minutes ?? null,
  };
}
