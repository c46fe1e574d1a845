// The billing endpoints beyond the generic CRUD (docs/billing-api.md), through the app's HTTP
// client: it adds the session, and toasts failures itself (422 messages, 409 stale version).
import { httpClient } from "../../providers/http-client";
import { downloadFile } from "../../components/attachments/download-attachment";
import type { AgingAnswer, InvoiceTotalsAnswer, RegistrationAnswer } from "../../../resources/billing/invoice-answers";
import type { InvoiceRecord } from "./invoice-record";
import type { UnbilledAnswer, UnbilledGroupBy } from "./unbilled/unbilled-selection";

/** POST a new invoice or PATCH a draft, its lines inline; answers the invoice with its lines. */
export async function saveInvoice(id: number | undefined, body: Record<string, unknown>): Promise<InvoiceRecord> {
  const response =
    id === undefined
      ? await httpClient.post<InvoiceRecord>("invoices", body)
      : await httpClient.patch<InvoiceRecord>(`invoices/${id}`, body);
  return response.data;
}

export async function issueInvoice(id: number, version?: number): Promise<InvoiceRecord> {
  return (await httpClient.post<InvoiceRecord>(`invoices/${id}/issue`, version === undefined ? {} : { version })).data;
}

export async function sendInvoice(id: number, to: string): Promise<{ sent_to: string }> {
  return (await httpClient.post<{ sent_to: string }>(`invoices/${id}/send`, { to })).data;
}

export interface RectifyBody {
  kind: string;
  method: "substitution" | "difference";
  reason: string;
}

/** The new draft rectifying the invoice. */
export async function rectifyInvoice(id: number, body: RectifyBody): Promise<InvoiceRecord> {
  return (await httpClient.post<InvoiceRecord>(`invoices/${id}/rectify`, body)).data;
}

/** The rectifying invoice that voids it, issued at once. */
export async function voidInvoice(id: number, reason: string): Promise<InvoiceRecord> {
  return (await httpClient.post<InvoiceRecord>(`invoices/${id}/void`, { reason })).data;
}

export async function loadVerifactuRecord(id: number): Promise<RegistrationAnswer> {
  return (await httpClient.get<RegistrationAnswer>(`invoices/${id}/record`, { silent: true })).data;
}

export interface PaymentBody {
  invoice_id: number;
  paid_on: string;
  method: string;
  amount: number;
  note?: string;
}

export async function recordPayment(body: PaymentBody): Promise<void> {
  await httpClient.post("invoice-payments", body);
}

export async function loadListTotals(params: URLSearchParams): Promise<InvoiceTotalsAnswer> {
  return (await httpClient.get<InvoiceTotalsAnswer>("invoices/totals", { params, silent: true })).data;
}

export async function loadAging(): Promise<AgingAnswer> {
  return (await httpClient.get<AgingAnswer>("billing/aging", { silent: true })).data;
}

export const pdfPath = (id: number) => `invoices/${id}/pdf`;

export async function downloadInvoicePdf(id: number, fileName: string): Promise<void> {
  await downloadFile(pdfPath(id), fileName, { download: 1 });
}

export interface UnbilledQuery {
  client_id?: number;
  project_id?: number;
  group: UnbilledGroupBy;
}

export async function loadUnbilledTime(query: UnbilledQuery): Promise<UnbilledAnswer> {
  return (await httpClient.get<UnbilledAnswer>("billing/unbilled-time", { params: query })).data;
}

export interface UnbilledInvoiceBody {
  client_id: number;
  project_id?: number;
  entry_ids: number[];
  group: UnbilledGroupBy;
}

/** The new draft, a line per group; 409 when an entry was invoiced meanwhile. */
export async function invoiceUnbilledTime(body: UnbilledInvoiceBody): Promise<InvoiceRecord> {
  return (await httpClient.post<InvoiceRecord>("billing/unbilled-time/invoice", body)).data;
}
