import type { Kysely } from "kysely";
import { producerSettingsFrom } from "../../about/producer-identity.js";
import type { Database } from "../../../db/schema.js";

// Who made the invoicing system and which installation this is: the SistemaInformatico block
// every record carries (Orden HAC/1177/2024). The same settings the producer's declaration reads
// (api/modules/about/producer-identity.ts: VERIFACTU_PRODUCER_NAME, VERIFACTU_PRODUCER_NIF,
// VERIFACTU_SYSTEM_NAME, VERIFACTU_SYSTEM_ID, VERIFACTU_SYSTEM_VERSION), so both say the same;
// left out, the producer is the company running the system for itself. The installation number
// is the id migration 0024 stores once in verifactu_queue.

export interface SystemIdentity {
  /** The producer's name and NIF; null: the company's own. */
  producerName: string | null;
  producerNif: string | null;
  systemName: string;
  /** Two characters the producer gives each of its systems. */
  systemId: string;
  version: string;
}

export interface InstalledSystem extends SystemIdentity {
  producerName: string;
  producerNif: string;
  installation: string;
}

export function systemIdentityFrom(env: NodeJS.ProcessEnv = process.env): SystemIdentity {
  const p = producerSettingsFrom(env);
  return {
    producerName: p.producerName?.slice(0, 120) ?? null,
    producerNif: p.producerNif,
    systemName: p.systemName,
    systemId: p.systemId,
    version: p.version,
  };
}

/** The identity with this installation's number, the company standing in for a producer not configured. */
export async function installedSystem(db: Kysely<Database>, identity: SystemIdentity): Promise<InstalledSystem> {
  const queue = await db
    .selectFrom("verifactu_queue")
    .select("installation_id")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  const company = await db
    .selectFrom("company")
    .select(["name", "legal_name", "tax_id"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return {
    ...identity,
    producerName: (identity.producerName ?? String(company.legal_name || company.name)).slice(0, 120),
    producerNif: identity.producerNif ?? String(company.tax_id ?? ""),
    installation: String(queue.installation_id).slice(0, 100),
  };
}
