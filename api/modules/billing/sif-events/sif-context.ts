import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { loadCompanyCertificate } from "../../company/certificate/company-certificate.js";
import { twoFactorKeys } from "../../two-factor/keys.js";
import type { SignerKey } from "../signing/signer-certificate.js";
import { issuerOf } from "../verifactu/send/record-context.js";
import { installedSystem, systemIdentityFrom, type InstalledSystem } from "../verifactu/system-identity.js";
import type { Database } from "../../../db/schema.js";

// What signing a record or logging an event needs, read once per request: the installed
// system's identity, the taxpayer and the company's certificate (null when none is uploaded).

export interface SifContext {
  system: InstalledSystem;
  issuer: { name: string; nif: string };
  signer: SignerKey | null;
  now: () => Date;
}

/** `db`: a transaction to read in (the app's database when left out). */
export async function sifContext(
  app: FastifyInstance,
  now: () => Date = () => new Date(),
  db = app.database.db,
): Promise<SifContext> {
  return {
    system: await installedSystem(db, systemIdentityFrom()),
    issuer: await issuerOf(db),
    signer: await loadCompanyCertificate(db, twoFactorKeys(app).secret),
    now,
  };
}

/** Whether the company keeps its records itself («NO VERI*FACTU»): then they are signed and events logged. */
export async function keepsOwnRecords(db: Kysely<Database>): Promise<boolean> {
  const company = await db.selectFrom("company").select("verifactu_mode").where("id", "=", 1).executeTakeFirst();
  return company?.verifactu_mode === "no_verifactu";
}
