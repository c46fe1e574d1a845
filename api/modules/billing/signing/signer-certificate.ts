import crypto from "node:crypto";

// What a XAdES signature says of the certificate that made it (SigningCertificate): the digest
// of its DER encoding, its issuer and serial number; and the certificates KeyInfo carries.

/** The part of the company certificate a signature needs (CompanyCertificate has these fields). */
export interface SignerKey {
  keyPem: string;
  certPem: string;
  chainPems: string[];
}

export interface SignerCertificateFacts {
  /** base64 SHA-256 of the certificate's DER encoding. */
  digest: string;
  /** RFC 4514 order (most specific first), as X509IssuerName is written. */
  issuer: string;
  /** The serial number in decimal, as X509SerialNumber is an integer. */
  serial: string;
  /** base64 DER of the signing certificate and then its issuers. */
  ders: string[];
}

export function signerFacts(key: SignerKey): SignerCertificateFacts {
  const cert = new crypto.X509Certificate(key.certPem);
  const issuer = cert.issuer.split("\n").filter(Boolean).reverse().map(escapeRdn).join(",");
  const chain = key.chainPems.map((pem) => new crypto.X509Certificate(pem).raw.toString("base64"));
  return {
    digest: crypto.createHash("sha256").update(cert.raw).digest("base64"),
    issuer,
    serial: BigInt(`0x${cert.serialNumber}`).toString(10),
    ders: [cert.raw.toString("base64"), ...chain],
  };
}

/** Node prints "CN=a, b" unescaped; RFC 4514 wants the comma (and friends) escaped in a value. */
function escapeRdn(rdn: string): string {
  const at = rdn.indexOf("=");
  if (at < 0) return rdn;
  return `${rdn.slice(0, at)}=${rdn.slice(at + 1).replace(/([,+"\\<>;])/g, "\\$1")}`;
}
