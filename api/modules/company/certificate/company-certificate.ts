import type { Kysely } from "kysely";
import forge from "node-forge";
import { openCertificate } from "./certificate-box.js";
import type { Database } from "../../../db/schema.js";

// The company's electronic certificate (issue 29): uploaded by an admin as PKCS#12, used for
// mutual TLS with the tax agency and for signing records. Shared contract between branches.
//
// The key of loadCompanyCertificate is the TOTP secrets' sealing key: in a route,
// `twoFactorKeys(app).secret` (api/modules/two-factor/keys.ts).

export interface CompanyCertificate {
  keyPem: string;
  certPem: string;
  /** The other certificates the file carried (the issuers), leaf first order not guaranteed. */
  chainPems: string[];
  /** The holder as the certificate names it: "CN=…, O=…, …". */
  subject: string;
  /** The holder's NIF taken from the subject, when it carries one. */
  nif: string | null;
  notAfter: Date;
}

export type CertificateFault = "not_pkcs12" | "wrong_password" | "no_key" | "expired";

/** Why a file is refused; `code` names the case (the routes turn it into a localized 422). */
export class CertificateError extends Error {
  constructor(readonly code: CertificateFault) {
    super(`certificate: ${code}`);
    this.name = "CertificateError";
  }
}

const SHORT_NAMES: Record<string, string> = { "2.5.4.5": "serialNumber", "2.5.4.97": "organizationIdentifier" };

function subjectText(cert: forge.pki.Certificate): string {
  return cert.subject.attributes
    .map((a) => `${a.shortName ?? SHORT_NAMES[a.type ?? ""] ?? a.name ?? a.type}=${String(a.value)}`)
    .join(", ");
}

function field(cert: forge.pki.Certificate, oid: string): string | null {
  const attribute = cert.subject.attributes.find((a) => a.type === oid);
  return attribute ? String(attribute.value) : null;
}

/**
 * The NIF in a Spanish certificate's subject: the entity's organizationIdentifier ("VATES-B…"),
 * else the holder's serialNumber ("IDCES-…" or the bare id), else a CN ending " - <NIF>".
 */
export function nifOf(cert: forge.pki.Certificate): string | null {
  const organization = field(cert, "2.5.4.97");
  const vat = organization && /^VATES-([A-Z0-9]{9})$/i.exec(organization);
  if (vat) return vat[1].toUpperCase();
  const serial = field(cert, "2.5.4.5");
  const id = serial && /^(?:IDCES-)?([A-Z0-9]{9})$/i.exec(serial);
  if (id) return id[1].toUpperCase();
  const cn = field(cert, "2.5.4.3");
  const tail = cn && /(?:^|\s-\s*(?:NIF:?\s*)?)([0-9XYZKLM][0-9]{7}[A-Z]|[A-HJNP-SUVW][0-9]{7}[0-9A-J])$/i.exec(cn);
  return tail ? tail[1].toUpperCase() : null;
}

function toAsn1(pfx: Buffer): forge.asn1.Asn1 {
  try {
    return forge.asn1.fromDer(forge.util.createBuffer(pfx.toString("binary")));
  } catch {
    throw new CertificateError("not_pkcs12");
  }
}

function open(asn1: forge.asn1.Asn1, password: string): forge.pkcs12.Pkcs12Pfx {
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    // A MAC that fails or bags that do not decrypt: the password. Anything else is not a PKCS#12.
    const message = error instanceof Error ? error.message : String(error);
    if (/password|MAC|decrypt|Too few bytes|Unparsed DER bytes/i.test(message))
      throw new CertificateError("wrong_password");
    throw new CertificateError("not_pkcs12");
  }
}

function bags(p12: forge.pkcs12.Pkcs12Pfx, type: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType: type })[type] ?? [];
}

/** Reads a PKCS#12 file: its private key, the certificate of that key, and the rest of the chain. */
export function parsePkcs12(pfx: Buffer, password: string): CompanyCertificate {
  const asn1 = toAsn1(pfx);
  if (asn1.tagClass !== forge.asn1.Class.UNIVERSAL || asn1.type !== forge.asn1.Type.SEQUENCE)
    throw new CertificateError("not_pkcs12");
  const p12 = open(asn1, password);
  const keyBag = [...bags(p12, forge.pki.oids.pkcs8ShroudedKeyBag), ...bags(p12, forge.pki.oids.keyBag)].find(
    (b) => b.key,
  );
  if (!keyBag?.key) throw new CertificateError("no_key");
  const key = keyBag.key as forge.pki.rsa.PrivateKey;
  const certs = bags(p12, forge.pki.oids.certBag).flatMap((b) => (b.cert ? [b.cert] : []));
  const matches = (c: forge.pki.Certificate) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return Boolean(pub.n) && pub.n.equals(key.n) && pub.e.equals(key.e);
  };
  const leaf = certs.find(matches);
  if (!leaf) throw new CertificateError("no_key");
  return {
    keyPem: forge.pki.privateKeyToPem(key),
    certPem: forge.pki.certificateToPem(leaf),
    chainPems: certs.filter((c) => c !== leaf).map((c) => forge.pki.certificateToPem(c)),
    subject: subjectText(leaf),
    nif: nifOf(leaf),
    notAfter: leaf.validity.notAfter,
  };
}

/** What is sealed in company.certificate_sealed: the PEMs, never the PKCS#12 password. */
export interface SealedCertificate {
  keyPem: string;
  certPem: string;
  chainPems: string[];
}

/** The company's certificate, or null when none was uploaded or it no longer opens with `key`. */
export async function loadCompanyCertificate(db: Kysely<Database>, key: Buffer): Promise<CompanyCertificate | null> {
  const row = await db
    .selectFrom("company")
    .select(["certificate_sealed", "certificate_subject", "certificate_nif", "certificate_not_after"])
    .where("id", "=", 1)
    .executeTakeFirst();
  const plain = openCertificate(key, (row?.certificate_sealed as string | null) ?? null);
  if (!row || !plain) return null;
  const sealed = JSON.parse(plain) as SealedCertificate;
  return {
    ...sealed,
    subject: String(row.certificate_subject),
    nif: (row.certificate_nif as string | null) ?? null,
    notAfter: new Date(row.certificate_not_after as string | Date),
  };
}
