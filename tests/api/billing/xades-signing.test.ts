import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { signEnveloped } from "../../../api/modules/billing/signing/xades.js";
import { FACTURAE_POLICY } from "../../../api/modules/billing/signing/signature-policy.js";
import { parsePkcs12 } from "../../../api/modules/company/certificate/company-certificate.js";
import { makeCertificate, makeTestCa } from "../../fixtures/certificates.js";
import { xmlsecVerifies } from "../../fixtures/xml-judges.js";

// The XAdES module on its own: BES (records, events) and EPES (Facturae) enveloped signatures that
// xmlsec1 verifies only with the signer's CA trusted, naming the signing certificate as XAdES asks.
describe("XAdES enveloped signatures", () => {
  const ca = makeTestCa();
  const made = makeCertificate(ca, { nif: "B12345674", name: "Empresa Firmante S.L." });
  const key = parsePkcs12(made.pfx, made.password);
  const doc =
    `<?xml version="1.0" encoding="UTF-8"?>\n<r:Root xmlns:r="urn:test"><r:Item>Año 2026 &amp; `
    + `más</r:Item><r:Inner/></r:Root>`;

  it("signs XAdES-BES: xmlsec1 verifies it with the CA trusted, and not with another CA", () => {
    const signed = signEnveloped(doc, key, { description: "Registro" });
    expect(signed).not.toContain("SignaturePolicyIdentifier");
    expect(xmlsecVerifies(signed, ca.certPem).ok).toBe(true);
    expect(xmlsecVerifies(signed, makeTestCa("Otra CA").certPem).ok).toBe(false);
  });

  it("names the signing certificate by its SHA-256 digest and serial number, signed with the rest", () => {
    const signed = signEnveloped(doc, key);
    const cert = new crypto.X509Certificate(key.certPem);
    expect(signed).toContain(
      `<ds:DigestValue>${crypto.createHash("sha256").update(cert.raw).digest("base64")}</ds:DigestValue>`,
    );
    expect(signed).toContain(
      `<ds:X509SerialNumber>${BigInt(`0x${cert.serialNumber}`).toString(10)}</ds:X509SerialNumber>`,
    );
    expect(signed).toMatch(
      /<ds:Reference URI="#Signature-[^"]+-SignedProperties" Type="http:\/\/uri.etsi.org\/01903#SignedProperties">/,
    );
    const otherTime = signed.replace(/<xades:SigningTime>[^<]+</, "<xades:SigningTime>2000-01-01T00:00:00Z<");
    expect(xmlsecVerifies(otherTime, ca.certPem).ok).toBe(false);
  });

  it("signs XAdES-EPES under the Facturae policy, as the last child of the element asked for", () => {
    const signed = signEnveloped(doc, key, {
      policy: FACTURAE_POLICY,
      role: "emisor",
      parent: "/*/*[local-name()='Inner']",
    });
    expect(signed).toContain(`<xades:Identifier>${FACTURAE_POLICY.identifier}</xades:Identifier>`);
    expect(signed).toContain(`<ds:DigestValue>${FACTURAE_POLICY.digest}</ds:DigestValue>`);
    expect(signed).toMatch(/<r:Inner><ds:Signature [^>]+>.*<\/ds:Signature><\/r:Inner><\/r:Root>$/s);
    expect(xmlsecVerifies(signed, ca.certPem).ok).toBe(true);
    expect(xmlsecVerifies(signed.replace("más", "menos"), ca.certPem).ok).toBe(false);
  });
});
