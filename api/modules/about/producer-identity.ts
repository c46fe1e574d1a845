import { readFileSync } from "node:fs";

// Who makes this invoicing system and what it is called, for the producer's declaration
// (docs/verifactu.md, "Declaration"). The names of the settings are those the records'
// SistemaInformatico block reads (VERIFACTU_PRODUCER_NAME, VERIFACTU_PRODUCER_NIF,
// VERIFACTU_SYSTEM_NAME, VERIFACTU_SYSTEM_ID, VERIFACTU_SYSTEM_VERSION), so both say the same;
// the declaration adds the producer's address and contacts and where and when it is signed.
// Left out, the producer is the company running the system for itself (its legal name, NIF,
// address, mail and website): the usual case of a self-hosted installation.

export interface ProducerSettings {
  producerName: string | null;
  producerNif: string | null;
  producerAddress: string | null;
  producerEmail: string | null;
  producerPhone: string | null;
  producerWebsite: string | null;
  systemName: string;
  /** Two characters the producer gives each of its systems (IdSistemaInformatico). */
  systemId: string;
  version: string;
  /** "Localidad, País" where the declaration is signed. */
  place: string | null;
  /** yyyy-mm-dd the declaration of this version is signed. */
  date: string | null;
}

let version: string | undefined;
function packageVersion(): string {
  version ??= String(
    (JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version?: string })
      .version ?? "0.0.0",
  );
  return version;
}

const value = (text: string | undefined) => (text?.trim() ? text.trim() : null);

export function producerSettingsFrom(env: NodeJS.ProcessEnv = process.env): ProducerSettings {
  const date = value(env.VERIFACTU_DECLARATION_DATE);
  return {
    producerName: value(env.VERIFACTU_PRODUCER_NAME),
    producerNif: value(env.VERIFACTU_PRODUCER_NIF),
    producerAddress: value(env.VERIFACTU_PRODUCER_ADDRESS),
    producerEmail: value(env.VERIFACTU_PRODUCER_EMAIL),
    producerPhone: value(env.VERIFACTU_PRODUCER_PHONE),
    producerWebsite: value(env.VERIFACTU_PRODUCER_WEBSITE),
    systemName: (value(env.VERIFACTU_SYSTEM_NAME) ?? "Gestión").slice(0, 30),
    systemId: (value(env.VERIFACTU_SYSTEM_ID) ?? "GE").slice(0, 2),
    version: (value(env.VERIFACTU_SYSTEM_VERSION) ?? packageVersion()).slice(0, 50),
    place: value(env.VERIFACTU_DECLARATION_PLACE),
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
  };
}
