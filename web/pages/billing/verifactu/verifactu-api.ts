// The records' sending actions (api/modules/billing/verifactu/records-routes.ts): a record's
// retry or correction and a send now, admins'.
import { httpClient } from "../../../providers/http-client";
import { downloadFile } from "../../../components/attachments/download-attachment";

export interface RetryAnswer {
  action: "due_now" | "corrected";
  record_id: number;
  correction_id?: number;
}

export interface SendNowAnswer {
  outcome: "sent" | "waiting" | "busy" | "idle" | "no_certificate" | "unreachable" | "refused";
  records?: number;
  not_before?: string;
  retry_at?: string;
  error?: string;
}

export interface RecordState {
  id: number;
  /** null: made in «NO VERI*FACTU» mode, never sent. */
  status: "pending" | "sent" | "accepted" | "accepted_with_errors" | "rejected" | null;
  kind: "alta" | "anulacion";
  csv: string | null;
  error_code: number | null;
  error_description: string | null;
  last_error: string | null;
  corrected_by_id: number | null;
  corrects_id: number | null;
}

export async function retryRecord(id: number): Promise<RetryAnswer> {
  return (await httpClient.post<RetryAnswer>(`verifactu/records/${id}/retry`, {})).data;
}

export async function sendNow(): Promise<SendNowAnswer> {
  return (await httpClient.post<SendNowAnswer>("verifactu/send-now", {})).data;
}

/** The invoice's records with their sending state, newest first (a correction before what it corrects). */
export async function loadInvoiceRecords(invoiceId: number): Promise<RecordState[]> {
  const query = `verifactu/records?invoice_id=${invoiceId}&_sort=id&_order=desc&_start=0&_end=20`;
  return (await httpClient.get<RecordState[]>(query, { silent: true })).data;
}

/** Whether a record may be retried (pending) or corrected (rejected, or an alta accepted with errors). */
export function retryable(record: Pick<RecordState, "status" | "kind" | "corrected_by_id">): boolean {
  if (record.corrected_by_id) return false;
  return (
    record.status === "pending"
    || record.status === "rejected"
    || (record.status === "accepted_with_errors" && record.kind === "alta")
  );
}

export interface ChainCheckAnswer {
  ok: boolean;
  records: number;
  events: number;
  broken: { id: number } | null;
  /** "unsigned": an event logged while the company had no certificate (the chain itself holds). */
  broken_event: { id: number; reason: "hash" | "link" | "unsigned" } | null;
}

/** Both chains checked (and, in «NO VERI*FACTU» mode, the check logged as an event). */
export async function checkChains(): Promise<ChainCheckAnswer> {
  return (await httpClient.post<ChainCheckAnswer>("verifactu/chain-check", {})).data;
}

/** Every record and event, signed, in one ZIP the browser saves (an inspection's export). */
export async function downloadInspectionExport(fileName: string): Promise<void> {
  await downloadFile("verifactu/export", fileName);
}
