import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { loadCompanyCertificate } from "../../../company/certificate/company-certificate.js";
import { twoFactorKeys } from "../../../two-factor/keys.js";
import type { JobDefinition } from "../../../../jobs/job-types.js";
import { sendNext, type QueueDeps, type SendOutcome } from "./queue.js";
import type { VerifactuSettings } from "./settings.js";
import type { Transport } from "./transport.js";
import type { Database } from "../../../../db/schema.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Sending VeriFactu records to the tax agency (docs/verifactu-sending.md). */
    verifactu: VerifactuSender;
  }
}

export interface VerifactuSender {
  settings: VerifactuSettings;
  /** The company's certificate for mutual TLS, or null when none is uploaded. */
  credentials: QueueDeps["credentials"];
  /** One send if the queue may send now (lease free, waiting time over); what the job and send-now call. */
  sendNext(now?: Date): Promise<SendOutcome>;
}

export function verifactuSender(
  db: Kysely<Database>,
  settings: VerifactuSettings,
  credentials: QueueDeps["credentials"],
  transport?: Transport,
): VerifactuSender {
  const deps: QueueDeps = { db, settings, credentials, transport, ca: settings.ca };
  return { settings, credentials, sendNext: (now) => sendNext(deps, now) };
}

/** The job that empties the queue, a message at a time, as the waiting time allows. */
export function verifactuSendJob(sender: VerifactuSender): JobDefinition {
  return {
    name: "verifactu-send",
    everyMs: sender.settings.everyMs,
    // A missed run is the next slot's: nothing is lost, the records wait in the table.
    maxAttempts: 1,
    run: async ({ now }) => {
      // Keep sending while the agency lets the next message go at once (a full backlog, no wait).
      for (let i = 0; i < 20; i++) {
        const result = await sender.sendNext(now);
        if (result.outcome !== "sent" || result.waitSeconds > 0) return;
      }
    },
  };
}

/** Decorates app.verifactu with the company's certificate (sealed with the TOTP secrets' key). */
export function registerVerifactuSender(app: FastifyInstance): VerifactuSender {
  const db = app.database.db;
  const sender = verifactuSender(db, app.config.verifactu, () => loadCompanyCertificate(db, twoFactorKeys(app).secret));
  app.decorate("verifactu", sender);
  return sender;
}
