// The editor's values and the invoice they stand for: what a stored invoice fills the form with,
// the body POST and PATCH /api/invoices take, and the API's 422 keys as the form's field paths.
import dayjs, { type Dayjs } from "dayjs";
import type { AppHttpError } from "../../../providers/http-client";
import { numberOf, type InvoiceRecord } from "../invoice-record";
import { lineBody, lineFromRecord, newLine, type LineValues } from "./line-values";

export interface InvoiceFormValues {
  kind: string;
  series_id?: number | null;
  client_id?: number | null;
  project_id?: number | null;
  issue_date?: Dayjs | null;
  due_date?: Dayjs | null;
  language?: string | null;
  surcharge?: boolean;
  irpf_rate?: number;
  payment_method?: string | null;
  notes?: string | null;
  /** Sent back on PATCH: an edit made on a stale copy is refused (409). */
  version?: number;
  lines: LineValues[];
}

const DATE = "YYYY-MM-DD";

/** A new invoice; `clientId` when it is opened for a client (or comes back from completing one). */
export function newInvoiceValues(today: Dayjs = dayjs(), clientId: number | null = null): InvoiceFormValues {
  return {
    kind: "F1",
    client_id: clientId,
    issue_date: today.startOf("day"),
    due_date: null,
    irpf_rate: 0,
    payment_method: "transfer",
    surcharge: false,
    language: "es",
    lines: [newLine(false)],
  };
}

export function formValuesOf(invoice: InvoiceRecord): InvoiceFormValues {
  const lines = [...(invoice.lines ?? [])].sort((a, b) => numberOf(a.position) - numberOf(b.position));
  return {
    kind: invoice.kind,
    series_id: invoice.series_id,
    client_id: invoice.client_id,
    project_id: invoice.project_id ?? null,
    issue_date: invoice.issue_date ? dayjs(invoice.issue_date) : null,
    due_date: invoice.due_date ? dayjs(invoice.due_date) : null,
    language: invoice.language ?? "es",
    surcharge: Boolean(invoice.surcharge),
    irpf_rate: numberOf(invoice.irpf_rate),
    payment_method: invoice.payment_method ?? null,
    notes: invoice.notes ?? null,
    version: invoice.version,
    lines: lines.map(lineFromRecord),
  };
}

/** The body of a save: the invoice and its lines in the order shown (the order is their position). */
export function invoiceBody(values: InvoiceFormValues): Record<string, unknown> {
  const surcharge = Boolean(values.surcharge);
  return {
    kind: values.kind,
    series_id: values.series_id ?? null,
    client_id: values.client_id ?? null,
    project_id: values.project_id ?? null,
    issue_date: values.issue_date ? values.issue_date.format(DATE) : null,
    // None: the server puts the issue date plus the company's payment days.
    ...(values.due_date ? { due_date: values.due_date.format(DATE) } : {}),
    language: values.language ?? null,
    surcharge,
    irpf_rate: values.irpf_rate ?? 0,
    payment_method: values.payment_method ?? null,
    notes: values.notes?.trim() || null,
    ...(values.version === undefined ? {} : { version: values.version }),
    lines: (values.lines ?? []).map((line) => lineBody(line, surcharge)),
  };
}

/** The API names a line's VAT `vat_rate`; the form holds it as the `vat` choice. */
const FORM_FIELD: Record<string, string> = { vat_rate: "vat" };

/** A 422's field keys as the form's (`lines.2.vat_rate` → `lines.2.vat`), for showFieldErrors. */
export function formErrors(error: unknown): unknown {
  const errors = (error as AppHttpError | undefined)?.errors;
  if (!errors) return error;
  const renamed = Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => {
      const parts = key.split(".");
      const last = parts[parts.length - 1];
      if (parts[0] === "lines" && FORM_FIELD[last]) parts[parts.length - 1] = FORM_FIELD[last];
      return [parts.join("."), messages];
    }),
  );
  return { ...(error as object), errors: renamed };
}
