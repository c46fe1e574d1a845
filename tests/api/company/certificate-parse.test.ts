import crypto from "node:crypto";
import tls from "node:tls";
import forge from "node-forge";
import { describe, expect, it } from "vitest";
import { openCertificate, sealCertificate } from "../../../api/modules/company/certificate/certificate-box.js";
import { CertificateError, parsePkcs12 } from "../../../api/modules/company/certificate/company-certificate.js";
import { makeCertificate, makeTestCa } from "../../fixtures/certificates.js";

const ca = makeTestCa();

function faultOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof CertificateError) return error.code;
    throw error;
  }
  return undefined;
}

describe("reading a PKCS#12 certificate", () => {
  const notAfter = new Date("2030-06-30T12:00:00Z");
  const company = makeCertificate(ca, { nif: "B12345674", name: "Academia Ejemplo SL", notAfter });

  it("gives the key, the certificate of that key, the chain, the holder, the NIF and the expiry", () => {
    const c = parsePkcs12(company.pfx, company.password);
    expect(c.nif).toBe("B12345674");
    expect(c.subject).toContain("CN=Academia Ejemplo SL - B12345674");
    expect(c.subject).toContain("organizationIdentifier=VATES-B12345674");
    expect(c.notAfter.toISOString()).toBe(notAfter.toISOString());
    expect(new crypto.X509Certificate(c.certPem).checkPrivateKey(crypto.createPrivateKey(c.keyPem))).toBe(true);
    expect(c.chainPems).toHaveLength(1);
    expect(new crypto.X509Certificate(c.certPem).verify(new crypto.X509Certificate(ca.certPem).publicKey)).toBe(true);
    expect(new crypto.X509Certificate(c.chainPems[0]).fingerprint256).toBe(
      new crypto.X509Certificate(ca.certPem).fingerprint256,
    );
  });

  it("takes a person's NIF from the serialNumber", () => {
    const person = makeCertificate(ca, { nif: "12345678Z", name: "GARCIA LOPEZ ANA" });
    expect(parsePkcs12(person.pfx, person.password)).toMatchObject({ nif: "12345678Z" });
  });

  it("reads files Node's TLS accepts as they are", () => {
    expect(() => tls.createSecureContext({ pfx: company.pfx, passphrase: company.password })).not.toThrow();
  });

  it("refuses a wrong password, an empty one, and what is not a PKCS#12, each with its reason", () => {
    expect(faultOf(() => parsePkcs12(company.pfx, "wrong"))).toBe("wrong_password");
    expect(faultOf(() => parsePkcs12(company.pfx, ""))).toBe("wrong_password");
    expect(faultOf(() => parsePkcs12(Buffer.from("%PDF-1.4 not a certificate"), "x"))).toBe("not_pkcs12");
    expect(faultOf(() => parsePkcs12(Buffer.from(company.certPem), company.password))).toBe("not_pkcs12");
    const certOnly = forge.asn1
      .toDer(forge.pki.certificateToAsn1(forge.pki.certificateFromPem(company.certPem)))
      .getBytes();
    expect(faultOf(() => parsePkcs12(Buffer.from(certOnly, "binary"), "x"))).toBe("not_pkcs12");
  });

  it("refuses a PKCS#12 without the certificate's key", () => {
    const cert = forge.pki.certificateFromPem(company.certPem);
    const p12 = forge.pkcs12.toPkcs12Asn1(null, [cert], "pw", { algorithm: "3des" });
    expect(faultOf(() => parsePkcs12(Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary"), "pw"))).toBe("no_key");
  });
});

describe("the certificate sealed at rest", () => {
  const key = crypto.randomBytes(32);

  it("opens with its key only, and never shows the plain text", () => {
    const sealed = sealCertificate(key, "-----BEGIN PRIVATE KEY-----secret");
    expect(sealed).not.toContain("secret");
    expect(openCertificate(key, sealed)).toBe("-----BEGIN PRIVATE KEY-----secret");
    expect(openCertificate(crypto.randomBytes(32), sealed)).toBeNull();
    expect(openCertificate(key, `${sealed.slice(0, -4)}AAAA`)).toBeNull();
    expect(openCertificate(key, null)).toBeNull();
  });
});
