import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../api/config.js";
import type { DatabaseKind } from "../../api/db/database.js";
import { createUser } from "../../api/seed/demo-users.js";
import { call, createTestApp } from "../../tests/fixtures/app.js";

// Whether forgot-password's answer time tells which addresses have an account: many answers
// for addresses with one (each queues a mail) and without, interleaved, with the pad and the
// argon2 cost a deployment has. A test cannot assert this (two samples on a loaded machine
// flake); here the distributions are compared.
const SAMPLES = Number(process.env.BENCH_FORGOT_SAMPLES ?? 40);

export interface ForgotPasswordFigure {
  database: DatabaseKind;
  samples: number;
  padMs: number;
  knownMedianMs: number;
  unknownMedianMs: number;
  knownP90Ms: number;
  unknownP90Ms: number;
  /** Median known minus median unknown: near 0 when the timing tells nothing. */
  medianGapMs: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function benchForgotPassword(kind: DatabaseKind): Promise<ForgotPasswordFigure> {
  const padMs = loadConfig({}).forgotPasswordMinMs;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-bench-forgot-"));
  const t = await createTestApp(kind, { dataDir, forgotPasswordMinMs: padMs, logLevel: "silent" });
  try {
    // One account per sample: an address over its 3 mails per 15 minutes would take the
    // no-mail path, which is not the one measured.
    const known: string[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const email = `known${i}@bench.local`;
      await createUser(t.database.handle.db, { email, name: `Known ${i}`, role: "client", password: "bench-pass-99" });
      known.push(email);
    }
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < SAMPLES; i++) {
      // Alternating which goes first, so a warming cache favours neither side.
      const order = i % 2 ? (["known", "unknown"] as const) : (["unknown", "known"] as const);
      for (const side of order) {
        const email = side === "known" ? known[i] : `nobody${i}@bench.local`;
        const started = performance.now();
        const res = await call(t.app, undefined, {
          method: "POST",
          url: "/api/auth/forgot-password",
          payload: { email },
          headers: { "x-forwarded-for": `10.9.${i % 250}.${side === "known" ? 1 : 2}` },
        });
        times[side].push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`forgot-password answered ${res.statusCode}: ${res.body}`);
      }
    }
    const known_ = [...times.known].sort((a, b) => a - b);
    const unknown = [...times.unknown].sort((a, b) => a - b);
    return {
      database: kind,
      samples: SAMPLES,
      padMs,
      knownMedianMs: round(quantile(known_, 0.5)),
      unknownMedianMs: round(quantile(unknown, 0.5)),
      knownP90Ms: round(quantile(known_, 0.9)),
      unknownP90Ms: round(quantile(unknown, 0.9)),
      medianGapMs: round(quantile(known_, 0.5) - quantile(unknown, 0.5)),
    };
  } finally {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
