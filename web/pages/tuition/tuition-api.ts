// The monthly run and SEPA endpoints (docs/education-api.md, "Monthly fees and SEPA"), through
// the app's HTTP client: it adds the session and toasts failures itself.
import { httpClient } from "../../providers/http-client";
import { downloadFile } from "../../components/attachments/download-attachment";
import type {
  Debit,
  MonthPreview,
  Remittance,
  SkippedInvoice,
  TuitionRun,
  TuitionSettings,
} from "../../../resources/education/tuition-answers";

export type {
  Debit,
  MonthPreview,
  Remittance,
  SkippedInvoice,
  SkipReason,
  TuitionRun,
  TuitionSettings,
} from "../../../resources/education/tuition-answers";

/** The keys under which the page's queries are kept (and invalidated together after a change). */
export const TUITION_KEY = ["data", "default", "tuition"] as const;

export async function loadSettings(): Promise<TuitionSettings> {
  return (await httpClient.get<TuitionSettings>("tuition/settings")).data;
}

export async function saveSettings(body: Partial<TuitionSettings> & { version: number }): Promise<TuitionSettings> {
  return (await httpClient.put<TuitionSettings>("tuition/settings", body)).data;
}

export async function loadPreview(month: string): Promise<MonthPreview> {
  return (await httpClient.get<MonthPreview>("tuition/preview", { params: { month }, silent: true })).data;
}

export async function loadRuns(): Promise<TuitionRun[]> {
  return (await httpClient.get<TuitionRun[]>("tuition/runs")).data;
}

/** The new run, or `run: null` when the month had nothing left to charge. */
export async function runMonth(month: string): Promise<{ run: TuitionRun | null; invoice_count: number }> {
  return (await httpClient.post<{ run: TuitionRun | null; invoice_count: number }>("tuition/runs", { month })).data;
}

export async function issueRun(id: number): Promise<{ run: TuitionRun; issued: number }> {
  return (await httpClient.post<{ run: TuitionRun; issued: number }>(`tuition/runs/${id}/issue`, {})).data;
}

export async function createRemittance(
  runId: number,
  collectionDate: string,
): Promise<{ remittance: Remittance | null; skipped: SkippedInvoice[] }> {
  return (
    await httpClient.post<{ remittance: Remittance | null; skipped: SkippedInvoice[] }>(
      `tuition/runs/${runId}/remittances`,
      { collection_date: collectionDate },
    )
  ).data;
}

export async function downloadRemittance(remittance: Pick<Remittance, "id" | "message_id">): Promise<void> {
  await downloadFile(`tuition/remittances/${remittance.id}/file`, `${remittance.message_id}.xml`);
}

export async function loadDebits(remittanceId: number): Promise<Debit[]> {
  return (await httpClient.get<Debit[]>(`tuition/remittances/${remittanceId}/debits`)).data;
}

export async function returnDebit(id: number, reason: string, returnedOn: string): Promise<Debit> {
  return (await httpClient.post<Debit>(`tuition/debits/${id}/return`, { reason, returned_on: returnedOn })).data;
}
