import type { FastifyInstance } from "fastify";
import type { JobDefinition } from "../../../jobs/job-types.js";
import { auditChain } from "./chain-audit.js";
import { keepsOwnRecords, sifContext } from "./sif-context.js";

// The anomaly detection runs by itself once a day in «NO VERI*FACTU» mode, besides on demand
// (POST /api/verifactu/chain-check): the checks and what they find land in the event log.
export function sifChainCheckJob(app: FastifyInstance): JobDefinition {
  return {
    name: "sif-chain-check",
    everyMs: 24 * 60 * 60 * 1000,
    async run({ db }) {
      if (await keepsOwnRecords(db)) await auditChain(db, await sifContext(app));
    },
  };
}
