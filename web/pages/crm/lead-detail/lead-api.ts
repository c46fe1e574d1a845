// The lead page's own endpoints (docs/crm-api.md, "The lead page" and "Duplicates, merge"),
// through the app's HTTP client, which toasts failures itself.
import { httpClient } from "../../../providers/http-client";
import type { ConvertTaxValues } from "./convert-tax-fields";
import type { LeadRecord } from "./lead-record";
import type {
  Questionnaires,
  QuestionnaireKey,
  ScoreBreakdown,
  TimelineEntry,
} from "../../../../resources/crm/lead-page-answers";

export interface TimelinePage {
  entries: TimelineEntry[];
  total: number;
}

/** The newest `limit` entries of the kinds asked for (all kinds when none). */
export async function loadTimeline(leadId: number, kinds: readonly string[], limit: number): Promise<TimelinePage> {
  const params: Record<string, string | number> = { _start: 0, _end: limit };
  if (kinds.length) params.kind = kinds.join(",");
  const response = await httpClient.get<TimelineEntry[]>(`leads/${leadId}/timeline`, { params });
  const total = Number(response.headers["x-total-count"]);
  return { entries: response.data, total: Number.isFinite(total) ? total : response.data.length };
}

export async function addNote(leadId: number, text: string): Promise<void> {
  await httpClient.post(`leads/${leadId}/notes`, { text });
}

export async function loadScore(leadId: number): Promise<ScoreBreakdown> {
  return (await httpClient.get<ScoreBreakdown>(`leads/${leadId}/score`)).data;
}

export async function loadQuestionnaires(leadId: number): Promise<Questionnaires> {
  return (await httpClient.get<Questionnaires>(`leads/${leadId}/questionnaires`)).data;
}

export interface AnswerBody {
  questionnaire: QuestionnaireKey;
  question_id: number;
  option_id?: string;
  text?: string;
}

/** Sets one answer (neither option nor text clears it); answers the lead's new score. */
export async function saveAnswer(leadId: number, body: AnswerBody): Promise<ScoreBreakdown> {
  return (await httpClient.put<ScoreBreakdown>(`leads/${leadId}/answers`, body)).data;
}

export interface ConvertBody extends ConvertTaxValues {
  client_id?: number;
  create_project?: boolean;
  project_name?: string;
}

export interface ConvertResult {
  lead: LeadRecord;
  client_id: number;
  project_id: number | null;
  /** What the client still lacks for a complete invoice (resources/billing/recipient-check.ts). */
  missing?: string[];
}

export async function convertLead(leadId: number, body: ConvertBody): Promise<ConvertResult> {
  return (await httpClient.post<ConvertResult>(`leads/${leadId}/convert`, body)).data;
}

export async function loseLead(leadId: number, reason: string): Promise<LeadRecord> {
  return (await httpClient.post<LeadRecord>(`leads/${leadId}/lose`, { reason })).data;
}

/** A lost (or won, not converted) lead open again, in the first open status and stage. */
export async function reopenLead(leadId: number): Promise<LeadRecord> {
  return (await httpClient.post<LeadRecord>(`leads/${leadId}/reopen`)).data;
}

export interface MergeField {
  field: string;
  target: unknown;
  source: unknown;
  differs: boolean;
}

export interface MergePreview {
  target: LeadRecord;
  source: LeadRecord;
  fields: MergeField[];
}

export async function loadMergePreview(targetId: number, sourceId: number): Promise<MergePreview> {
  return (await httpClient.get<MergePreview>(`leads/${targetId}/merge-preview`, { params: { source_id: sourceId } }))
    .data;
}

export async function mergeLeads(
  targetId: number,
  sourceId: number,
  take: string[],
): Promise<{ merge_id: number; lead: LeadRecord }> {
  return (
    await httpClient.post<{ merge_id: number; lead: LeadRecord }>(`leads/${targetId}/merge`, {
      source_id: sourceId,
      take,
    })
  ).data;
}

export async function undoMerge(mergeId: number): Promise<void> {
  await httpClient.post(`lead-merges/${mergeId}/undo`, {});
}
