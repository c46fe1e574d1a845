import path from "node:path";
import { verifactuSettingsFrom, type VerifactuSettings } from "./modules/billing/verifactu/send/settings.js";

// Everything the process reads from its environment, read once.
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  refreshReuseGrace: number;
  corsOrigins: string[];
  /** Whose X-Forwarded-For to believe: false (nobody, the default), true (any), or addresses/CIDRs. */
  trustProxy: boolean | string[];
  production: boolean;
  seedDemo: boolean;
  webDir: string;
  logLevel: string;
  /** An answer that takes this long is logged (at warn) even when the rest of the requests are not. */
  slowRequestMs: number;
  /** smtp://user:pass@host:587 — without it mails are written under DATA_DIR/outbox/. */
  smtpUrl?: string;
  mailFrom: string;
  /** Where the web app is reached, for links in mails. */
  publicUrl: string;
  /** Every forgot-password answer takes at least this long, mail or no mail. */
  forgotPasswordMinMs: number;
  /** Live streams: a comment this often keeps proxies from closing them; caps per user and instance. */
  liveHeartbeatMs: number;
  liveMaxStreamsPerUser: number;
  liveMaxStreams: number;
  /** Web-to-lead: requests one address may post a minute (POST /api/public/lead-requests). */
  publicLeadsPerMinute: number;
  /** Scheduled work (api/jobs): whether this instance runs it, and how often it looks for due jobs. */
  jobsEnabled: boolean;
  jobsIntervalMs: number;
  /** Sending VeriFactu records to the tax agency: VERIFACTU_* (docs/verifactu-sending.md). */
  verifactu: VerifactuSettings;
}

/** argon2id's cost: memory in KiB and passes. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

// OWASP's recommended minimums for argon2id (19 MiB, 2 passes).
export const PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19456, timeCost: 2 };

/**
 * The argon2 cost for this process. PASSWORD_HASH_COST=minimal drops it to argon2's floor so the
 * test suite, which hashes a password for every user it signs in, does not spend most of its time
 * hashing; it is read only when NODE_ENV=test, so no deployment can weaken its hashes by mistake.
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): PasswordHashCost {
  if (env.NODE_ENV === "test" && env.PASSWORD_HASH_COST === "minimal") return { memoryCost: 8, timeCost: 1 };
  return PASSWORD_HASH_COST;
}

function seconds(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) throw new Error(`Invalid duration: ${value}`);
  const unit = { "": 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as "" | "s" | "m" | "h" | "d"];
  return Number(match[1]) * unit;
}

// Per-IP limits read the client's address: believing X-Forwarded-For from anyone would let a
// caller pick its own IP, so it is believed only from the proxies TRUST_PROXY names.
function parseTrustProxy(value: string | undefined): boolean | string[] {
  const v = value?.trim();
  if (!v || v === "false" || v === "0") return false;
  if (v === "true" || v === "1") return true;
  return v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === "production";
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? "data"),
    databaseUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtl: seconds(env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtl: seconds(env.REFRESH_TOKEN_TTL, 30 * 86400),
    refreshReuseGrace: seconds(env.REFRESH_REUSE_GRACE_SECONDS, 10),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: (env.CORS_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    production,
    // Demo data never lands in a real production database unless asked for.
    seedDemo: env.SEED_DEMO === "1" || !(production && databaseUrl),
    webDir: path.resolve(env.WEB_DIR ?? "dist/web"),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    slowRequestMs: Number(env.SLOW_REQUEST_MS ?? 1000),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Gestión <no-reply@localhost>",
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ""),
    forgotPasswordMinMs: 300,
    liveHeartbeatMs: Number(env.LIVE_HEARTBEAT_MS ?? 25_000),
    liveMaxStreamsPerUser: Number(env.LIVE_MAX_STREAMS_PER_USER ?? 8),
    liveMaxStreams: Number(env.LIVE_MAX_STREAMS ?? 5000),
    publicLeadsPerMinute: Number(env.PUBLIC_LEADS_PER_MINUTE ?? 5),
    // Off under tests unless asked for: a test runs due jobs itself (app.jobs.runDue()).
    jobsEnabled: env.JOBS_ENABLED ? !["0", "false"].includes(env.JOBS_ENABLED) : env.NODE_ENV !== "test",
    jobsIntervalMs: Number(env.JOBS_INTERVAL_MS ?? 30_000),
    verifactu: verifactuSettingsFrom(env),
    ...overrides,
  };
}
