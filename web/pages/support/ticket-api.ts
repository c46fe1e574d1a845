// The ticket routes beyond the generic ones (docs/support-api.md), through the app's HTTP client,
// which toasts failures itself.
import { httpClient } from "../../providers/http-client";
import type { TicketRecord } from "./ticket-record";

export type { Clock, ClockState } from "../../../resources/support/sla-clock-shape";
import type { Clock } from "../../../resources/support/sla-clock-shape";

export interface TicketSla {
  id?: number;
  paused: boolean;
  first_response: Clock;
  resolution: Clock;
}

export interface TimeEntry {
  id: number;
  user_id: number;
  user_name: string | null;
  started_at: string | null;
  minutes: number;
  note: string | null;
  billable: boolean;
}

export async function findTicketByToken(token: string): Promise<TicketRecord | null> {
  const { data } = await httpClient.get<TicketRecord[]>("tickets", { params: { token, _start: 0, _end: 1 } });
  return data[0] ?? null;
}

export async function loadTicketSla(id: number): Promise<TicketSla> {
  return (await httpClient.get<TicketSla>(`tickets/${id}/sla`, { silent: true })).data;
}

/** The clocks of several tickets at once (the board's visible cards); staff only. */
export async function loadTicketsSla(ids: readonly number[]): Promise<TicketSla[]> {
  return (await httpClient.get<TicketSla[]>("tickets/sla", { params: { ids: ids.join(",") }, silent: true })).data;
}

export async function updateTicket(id: number, values: Record<string, unknown>): Promise<TicketRecord> {
  return (await httpClient.patch<TicketRecord>(`tickets/${id}`, values)).data;
}

export async function closeTicket(id: number, body: { result?: string; notify: boolean }): Promise<TicketRecord> {
  return (await httpClient.post<TicketRecord>(`tickets/${id}/close`, body)).data;
}

export async function mergeTickets(targetId: number, sourceId: number): Promise<TicketRecord> {
  return (await httpClient.post<TicketRecord>(`tickets/${targetId}/merge`, { source_id: sourceId })).data;
}

export async function rateTicket(id: number, body: { rating: number; comment?: string }): Promise<TicketRecord> {
  return (await httpClient.post<TicketRecord>(`tickets/${id}/rate`, body)).data;
}

export async function loadTimeEntries(id: number): Promise<TimeEntry[]> {
  return (await httpClient.get<TimeEntry[]>(`tickets/${id}/time`)).data;
}

export async function logTime(
  id: number,
  body: { minutes: number; note?: string; billable?: boolean; started_at?: string },
): Promise<TimeEntry> {
  return (await httpClient.post<TimeEntry>(`tickets/${id}/time`, body)).data;
}
