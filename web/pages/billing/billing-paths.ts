// Where the billing screens live. Every screen links through here, so none imports the routes.
import { invoices } from "../../../resources/billing/invoices";
import { pagePath, resourcePaths } from "../../providers/resource-paths";

export const UNBILLED_PATH = "/billings/unbilled";

export function invoicesPath(): string {
  return resourcePaths(invoices).list ?? "/billings";
}

export function newInvoicePath(): string {
  return pagePath(invoices, "create");
}

export function invoicePath(id: number | string): string {
  return pagePath(invoices, "show").replace(":id", encodeURIComponent(String(id)));
}

export function invoiceEditPath(id: number | string): string {
  return pagePath(invoices, "edit").replace(":id", encodeURIComponent(String(id)));
}

/** The unbilled-time screen for one client or one project. */
export function unbilledPath(of: { clientId?: number | string; projectId?: number | string }): string {
  const params = new URLSearchParams();
  if (of.clientId !== undefined) params.set("client_id", String(of.clientId));
  if (of.projectId !== undefined) params.set("project_id", String(of.projectId));
  const search = params.toString();
  return search ? `${UNBILLED_PATH}?${search}` : UNBILLED_PATH;
}
