import { systemIdentityFrom, type SystemIdentity } from "../system-identity.js";

// How this instance sends records to the agency, read from the environment once (api/config.ts).
// The endpoint defaults to the agency's TEST environment (SistemaFacturacion.wsdl's
// SistemaVerifactuPruebas port): only VERIFACTU_ENV=production, or an explicit
// VERIFACTU_ENDPOINT, points it anywhere else, so tests and staging never reach production.

export const AEAT_TEST_ENDPOINT = "https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP";
export const AEAT_PRODUCTION_ENDPOINT =
  "https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP";

export interface VerifactuSettings {
  endpoint: string;
  /** The wait between messages when the agency's answer names none (TiempoEsperaEnvio: 60 s). */
  waitSeconds: number;
  /** Records per message: the schema allows 1,000. */
  batchSize: number;
  /** How long a sender holds the queue (and how soon a crashed sender's batch is sent again). */
  leaseMs: number;
  /** First wait after the agency could not be reached; it doubles, up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** A record sent this long after it was made goes out flagged as late (Incidencia = S). */
  lateAfterSeconds: number;
  timeoutMs: number;
  /** Consecutive failures to reach the agency after which the admins are mailed (once per incident). */
  stuckAfterFailures: number;
  /** How often the job looks at the queue. */
  everyMs: number;
  identity: SystemIdentity;
  /** Trust for the agency's certificate instead of Node's store and NODE_EXTRA_CA_CERTS: tests only. */
  ca?: string[];
}

const number = (value: string | undefined, fallback: number) =>
  value && Number.isFinite(Number(value)) ? Number(value) : fallback;

export function verifactuSettingsFrom(env: NodeJS.ProcessEnv = process.env): VerifactuSettings {
  const endpoint =
    env.VERIFACTU_ENDPOINT || (env.VERIFACTU_ENV === "production" ? AEAT_PRODUCTION_ENDPOINT : AEAT_TEST_ENDPOINT);
  return {
    endpoint,
    waitSeconds: number(env.VERIFACTU_WAIT_SECONDS, 60),
    batchSize: Math.min(1000, Math.max(1, number(env.VERIFACTU_BATCH_SIZE, 1000))),
    leaseMs: number(env.VERIFACTU_LEASE_MS, 5 * 60_000),
    backoffMs: number(env.VERIFACTU_BACKOFF_MS, 60_000),
    maxBackoffMs: number(env.VERIFACTU_MAX_BACKOFF_MS, 3_600_000),
    lateAfterSeconds: number(env.VERIFACTU_LATE_AFTER_SECONDS, 3600),
    timeoutMs: number(env.VERIFACTU_TIMEOUT_MS, 60_000),
    everyMs: number(env.VERIFACTU_EVERY_MS, 10_000),
    stuckAfterFailures: Math.max(1, number(env.VERIFACTU_STUCK_AFTER_FAILURES, 3)),
    identity: systemIdentityFrom(env),
  };
}

export const backoffAfter = (s: VerifactuSettings, failures: number) =>
  Math.min(s.backoffMs * 2 ** Math.max(0, failures - 1), s.maxBackoffMs);
