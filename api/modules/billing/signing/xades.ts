import crypto from "node:crypto";
import { SignedXml } from "xml-crypto";
import { signerFacts, type SignerKey } from "./signer-certificate.js";
import type { SignaturePolicy } from "./signature-policy.js";

// Enveloped XAdES signatures (ETSI EN 319 132 / XAdES 1.3.2) with the company's certificate:
// XAdES-BES for VeriFactu records and events, XAdES-EPES (a signature policy) for Facturae.
// xml-crypto computes the XML-DSig part (canonicalization, digests, RSA-SHA256); the qualifying
// properties XAdES adds are an Object inside the signature, signed by their own reference.
// The signature goes last in the document element, where every schema we write puts it.

const XADES = "http://uri.etsi.org/01903/v1.3.2#";
const EXC_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";
const SHA256 = "http://www.w3.org/2001/04/xmlenc#sha256";

export interface XadesOptions {
  /** XAdES-EPES: the policy the signature is made under. Absent: XAdES-BES. */
  policy?: SignaturePolicy;
  /** SignerRole/ClaimedRole (Facturae: "emisor"). */
  role?: string;
  /** DataObjectFormat/Description of what is signed. */
  description?: string;
  signingTime?: Date;
  /** XPath of the element the signature is appended to: the document element unless told. */
  parent?: string;
}

export function signEnveloped(xml: string, key: SignerKey, options: XadesOptions = {}): string {
  const facts = signerFacts(key);
  const id = `Signature-${crypto.randomUUID()}`;
  const signedPropertiesId = `${id}-SignedProperties`;
  const referenceId = `${id}-Reference`;
  const signer = new SignedXml({
    privateKey: key.keyPem,
    publicCert: key.certPem,
    signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    canonicalizationAlgorithm: EXC_C14N,
    getKeyInfoContent: (args) => {
      const p = args?.prefix ? `${args.prefix}:` : "";
      const certificates = facts.ders.map((der) => `<${p}X509Certificate>${der}</${p}X509Certificate>`).join("");
      return `<${p}X509Data>${certificates}</${p}X509Data>`;
    },
    objects: [{ content: qualifyingProperties(id, signedPropertiesId, referenceId, facts, options) }],
  });
  signer.addReference({
    xpath: "/*",
    isEmptyUri: true,
    id: referenceId,
    transforms: ["http://www.w3.org/2000/09/xmldsig#enveloped-signature", EXC_C14N],
    digestAlgorithm: SHA256,
  });
  signer.addReference({
    xpath: `//*[@Id='${signedPropertiesId}']`,
    type: "http://uri.etsi.org/01903#SignedProperties",
    transforms: [EXC_C14N],
    digestAlgorithm: SHA256,
  });
  signer.computeSignature(xml, {
    prefix: "ds",
    attrs: { Id: id },
    location: { reference: options.parent ?? "/*", action: "append" },
  });
  return signer.getSignedXml();
}

function qualifyingProperties(
  id: string,
  signedPropertiesId: string,
  referenceId: string,
  facts: ReturnType<typeof signerFacts>,
  o: XadesOptions,
): string {
  const time = (o.signingTime ?? new Date()).toISOString().replace(/\.\d{3}Z$/, "Z");
  const policy = o.policy
    ? `<xades:SignaturePolicyIdentifier><xades:SignaturePolicyId><xades:SigPolicyId><xades:Identifier>`
      + `${escapeXml(o.policy.identifier)}</xades:Identifier>`
      + `<xades:Description>${escapeXml(o.policy.description)}`
      + `</xades:Description></xades:SigPolicyId><xades:SigPolicyHash>`
      + `<ds:DigestMethod Algorithm="${o.policy.digestAlgorithm}"/><ds:DigestValue>${o.policy.digest}</ds:DigestValue>`
      + `</xades:SigPolicyHash></xades:SignaturePolicyId></xades:SignaturePolicyIdentifier>`
    : "";
  const role = o.role
    ? `<xades:SignerRole><xades:ClaimedRoles><xades:ClaimedRole>${escapeXml(o.role)}`
      + `</xades:ClaimedRole></xades:ClaimedRoles></xades:SignerRole>`
    : "";
  return (
    `<xades:QualifyingProperties xmlns:xades="${XADES}" Target="#${id}"><xades:SignedProperties `
    + `Id="${signedPropertiesId}">`
    + `<xades:SignedSignatureProperties><xades:SigningTime>${time}</xades:SigningTime>`
    + `<xades:SigningCertificate><xades:Cert><xades:CertDigest><ds:DigestMethod Algorithm="${SHA256}"/>`
    + `<ds:DigestValue>${facts.digest}</ds:DigestValue></xades:CertDigest><xades:IssuerSerial>`
    + `<ds:X509IssuerName>${escapeXml(facts.issuer)}</ds:X509IssuerName><ds:X509SerialNumber>${facts.serial}`
    + `</ds:X509SerialNumber>`
    + `</xades:IssuerSerial></xades:Cert></xades:SigningCertificate>${policy}${role}</xades:SignedSignatureProperties>`
    + `<xades:SignedDataObjectProperties><xades:DataObjectFormat ObjectReference="#${referenceId}">`
    + `<xades:Description>${escapeXml(o.description ?? "")}`
    + `</xades:Description><xades:MimeType>text/xml</xades:MimeType>`
    + `</xades:DataObjectFormat></xades:SignedDataObjectProperties></xades:SignedProperties>`
    + `</xades:QualifyingProperties>`
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
