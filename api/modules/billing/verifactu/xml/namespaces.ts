// The namespaces of the agency's schemas (tests/fixtures/aeat/): the download folder says
// tikeV1.0, the targetNamespace says tike; the namespace is what counts.
const BASE = "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws";

export const NS = {
  soap: "http://schemas.xmlsoap.org/soap/envelope/",
  /** SuministroLR.xsd: the message (RegFactuSistemaFacturacion, Cabecera, RegistroFactura). */
  lr: `${BASE}/SuministroLR.xsd`,
  /** SuministroInformacion.xsd: the records and every type inside them. */
  info: `${BASE}/SuministroInformacion.xsd`,
  /** RespuestaSuministro.xsd: the agency's answer. */
  answer: `${BASE}/RespuestaSuministro.xsd`,
} as const;
