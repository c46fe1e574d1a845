import type { FastifyInstance } from "fastify";
import { agingRoutes } from "./aging-routes.js";
import { documentRoutes } from "./document-routes.js";
import { facturaeRoutes } from "./facturae/facturae-routes.js";
import { sifRoutes } from "./sif-events/sif-routes.js";
import { issueRoutes } from "./issue-routes.js";
import { rectifyRoutes } from "./rectify-routes.js";
import { unbilledRoutes } from "./unbilled-routes.js";
import { verifactuRecordsRoutes } from "./verifactu/records-routes.js";

// Billing (issue 13, docs/billing-api.md): the invoice page's own endpoints (the draft and
// payment rules on the generic writes are the manifest's).
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(issueRoutes);
  await app.register(documentRoutes);
  await app.register(facturaeRoutes);
  await app.register(sifRoutes);
  await app.register(rectifyRoutes);
  await app.register(unbilledRoutes);
  await app.register(agingRoutes);
  await app.register(verifactuRecordsRoutes);
}
