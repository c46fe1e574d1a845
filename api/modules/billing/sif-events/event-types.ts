// The event types of EventosSIF.xsd (TipoEventoType) this system records, and the anomaly types
// (TipoAnomaliaType) its chain checks report.

export const EVENT_TYPES = {
  start: "01",
  stop: "02",
  recordsCheck: "03",
  recordsAnomaly: "04",
  eventsCheck: "05",
  eventsAnomaly: "06",
  restore: "07",
  recordsExport: "08",
  eventsExport: "09",
} as const;

export type EventKind = keyof typeof EVENT_TYPES;

export const ANOMALY_TYPES = {
  /** Integridad-huella: a record's fingerprint does not follow from its fields. */
  hash: "01",
  /** Integridad-firma: a signature does not verify. */
  signature: "02",
  /** Trazabilidad-cadena-huella: the "previous fingerprint" field is not the previous record's. */
  link: "08",
} as const;
