// The signature policy Facturae invoices are signed under (XAdES-EPES): «Política de firma
// electrónica de Facturae v3.1». FACe checks that SignaturePolicyIdentifier names this document
// and carries its published SHA-1 digest (docs/facturae.md).

export interface SignaturePolicy {
  identifier: string;
  description: string;
  digestAlgorithm: string;
  digest: string;
}

export const FACTURAE_POLICY: SignaturePolicy = {
  identifier: "http://www.facturae.es/politica_de_firma_formato_facturae/politica_de_firma_formato_facturae_v3_1.pdf",
  description: "Política de Firma FacturaE v3.1",
  digestAlgorithm: "http://www.w3.org/2000/09/xmldsig#sha1",
  digest: "Ohixl6upD6av8N7pEvDABhEL6hM=",
};
