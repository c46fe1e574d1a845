import { comparison, counted, linked, list, n, nullable, object, type Schema } from "../dashboard/dashboard-schema.js";
import type { DashboardSection } from "../dashboard/dashboard-section.js";
import { billingFigures } from "./dashboard-figures.js";

const bucket: Schema = { type: "string", enum: ["1-30", "31-60", "61-90", "90+"] };
const schema = object({
  invoiced: comparison(false),
  overdue: counted({ amount: n, aging: list(counted({ bucket, amount: n })) }),
  unbilled: linked({ hours: n, amount: n }, null),
  // The VeriFactu records waiting to be sent and those the agency rejected; null for whoever may
  // not read the records (resources/kit/api-paths.ts: their list is /api/verifactu/records).
  verifactu: nullable(object({ pending: counted(), rejected: counted() })),
});

/** Billing on the dashboard: its figures, their schema and whose scope they follow. */
export const billingSection: DashboardSection = {
  name: "billing",
  audience: "staff",
  figures: billingFigures,
  schema,
  resources: ["invoices", "time-entries"],
};
