import { readFileSync } from "node:fs";
import type { Kysely } from "kysely";

// Who made the invoicing system and which installation this is: the SistemaInformatico block
// every record carries (Orden HAC/1177/2024). The producer and the system's name come from
// configuration (VERIFACTU_PRODUCER_NAME, VERIFACTU_PRODUCER_NIF, VERIFACTU_SYSTEM_NAME,
// VERIFACTU_SYSTEM_ID), the version from package.json, the installation number from the id
// migration 0024 stores once in verifactu_queue.

export interface SystemIdentity {
  producerName: string;
  /** The producer's NIF; without one configured, the company's own (a system it runs for itself). */
  producerNif: string | null;
  systemName: string;
  /** Two characters the producer gives each of its systems. */
  systemId: string;
  version: string;
}

export interface InstalledSystem extends Omit<SystemIdentity, "producerNif"> {
  producerNif: string;
  installation: string;
}

const packageVersion = (): string => {
  const file = new URL("../../../../package.json", import.meta.url);
  return String((JSON.parse(readFileSync(file, "utf8")) as { version?: string }).version ?? "0.0.0");
};

export function systemIdentityFrom(env: NodeJS.ProcessEnv = process.env): SystemIdentity {
  return {
    producerName: (env.VERIFACTU_PRODUCER_NAME || "Gestión").slice(0, 120),
    producerNif: env.VERIFACTU_PRODUCER_NIF || null,
    systemName: (env.VERIFACTU_SYSTEM_NAME || "Gestión").slice(0, 30),
    systemId: (env.VERIFACTU_SYSTEM_ID || "GE").slice(0, 2),
    version: (env.VERIFACTU_SYSTEM_VERSION || packageVersion()).slice(0, 50),
  };
}

/** The identity with this installation's number and a producer NIF (the company's when none is set). */
export async function installedSystem(db: Kysely<any>, identity: SystemIdentity): Promise<InstalledSystem> {
  const queue = await db.selectFrom("verifactu_queue").select("installation_id").where("id", "=", 1).executeTakeFirstOrThrow();
  let producerNif = identity.producerNif;
  if (!producerNif) {
    const company = await db.selectFrom("company").select("tax_id").where("id", "=", 1).executeTakeFirstOrThrow();
    producerNif = String(company.tax_id ?? "");
  }
  return { ...identity, producerNif, installation: String(queue.installation_id).slice(0, 100) };
}
