import type { FastifyInstance } from "fastify";
import { agingRoutes } from "./aging-routes.js";
import { documentRoutes } from "./document-routes.js";
import { facturaeRoutes } from "./facturae/facturae-routes.js";
import { sifRoutes } from "./sif-events/sif-routes.js";
import { registerInvoiceHooks } from "./invoice-hooks.js";
import { issueRoutes } from "./issue-routes.js";
import { registerPaymentHooks } from "./payment-hooks.js";
import { registerSeriesHooks } from "./series-hooks.js";
import { rectifyRoutes } from "./rectify-routes.js";
import { unbilledRoutes } from "./unbilled-routes.js";
import { verifactuRecordsRoutes } from "./verifactu/records-routes.js";

// Billing (issue 13, docs/billing-api.md): the draft and payment rules on the generic writes,
// and the invoice page's own endpoints.
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  registerInvoiceHooks();
  registerPaymentHooks();
  registerSeriesHooks();
  await app.register(issueRoutes);
  await app.register(documentRoutes);
  await app.register(facturaeRoutes);
  await app.register(sifRoutes);
  await app.register(rectifyRoutes);
  await app.register(unbilledRoutes);
  await app.register(agingRoutes);
  await app.register(verifactuRecordsRoutes);
}
