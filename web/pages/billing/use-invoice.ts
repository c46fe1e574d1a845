// One invoice with its lines in order, read for a screen. The lines come inline with the invoice;
// when they do not (an older server), they are read from invoice-lines.
import { useQuery } from "@tanstack/react-query";
import { httpClient } from "../../providers/http-client";
import type { InvoiceLineRecord, InvoiceRecord } from "./invoice-record";

export async function loadInvoiceWithLines(id: number): Promise<InvoiceRecord> {
  const invoice = (await httpClient.get<InvoiceRecord>(`invoices/${id}`, { silent: true })).data;
  if (Array.isArray(invoice.lines)) return invoice;
  const lines = (
    await httpClient.get<InvoiceLineRecord[]>("invoice-lines", {
      params: { invoice_id: id, _sort: "position", _order: "asc", _start: 0, _end: 500 },
      silent: true,
    })
  ).data;
  return { ...invoice, lines };
}

/**
 * `frozen`: an editor's copy, under a key of its own that the live invalidations of the invoices
 * leave alone (providers/live/frozen-query.ts); the "record changed" banner takes over. Otherwise
 * under Refine's key of the invoice, so a change anywhere reads it again.
 */
export function useInvoice(id: number, options: { frozen?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: options.frozen
      ? ["record-form", "invoices", String(id)]
      : ["data", "default", "invoices", "one", String(id), "with-lines"],
    queryFn: () => loadInvoiceWithLines(id),
    enabled: (options.enabled ?? true) && Number.isInteger(id) && id > 0,
    retry: false,
    meta: options.frozen ? { liveFrozen: true } : undefined,
  });
}
