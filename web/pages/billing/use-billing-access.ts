// What the signed-in user may do with invoices, from the same role matrix the API enforces:
// admins write, staff (admins and commercial users) read the payments, the aging and the
// VeriFactu record; clients read only their issued invoices.
import { useCan } from "@refinedev/core";

export interface BillingAccess {
  /** Creates and edits drafts, issues, records payments (admins). */
  write: boolean;
  /** Sees what only the company sees (the payments are the staff's). */
  staff: boolean;
}

export function useBillingAccess(): BillingAccess {
  const write = useCan({ resource: "invoices", action: "create" }).data?.can ?? false;
  const staff = useCan({ resource: "invoice-payments", action: "list" }).data?.can ?? false;
  return { write, staff };
}
