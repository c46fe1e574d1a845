import type { AreaManifest } from "../kit/page-manifest.js";
import { ADMIN_ONLY } from "../kit/permissions.js";

export const BILLING_MANIFEST: AreaManifest = {
  area: "billing",
  pages: [
    // Reached from the invoices list, a client's page and a project's page (no menu entry).
    { name: "billing-unbilled", paths: ["/billings/unbilled"], access: { resource: "invoices", action: "create" } },
    // Registros VeriFactu: the records' sending state (the declared list verifactu-records.ts).
    // GET /api/verifactu/records reads like the billing staff; retrying, correcting and sending
    // now are admins', as the API's routes enforce.
    {
      name: "verifactu-records",
      paths: ["/billings/verifactu"],
      permissions: { superadmin: ["list", "edit"], admin: ["list", "edit"], commercial: ["list"] },
      menu: { parent: "billing", icon: "cloud-upload" },
    },
    // The monthly tuition run and its SEPA remittances ("Remesas"): they draft and issue invoices.
    {
      name: "tuition",
      paths: ["/billings/remittances"],
      permissions: ADMIN_ONLY,
      menu: { parent: "billing", icon: "bank" },
    },
  ],
};
