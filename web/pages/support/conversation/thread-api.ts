// The conversation's reads: windows of messages counted from the newest (a long thread opens on
// its last page), and the files of many messages in one call (a repeated filter is an "in").
import { httpClient } from "../../../providers/http-client";
import type { UploadedTicketFile } from "./upload-files";

export interface TicketMessage {
  id: number;
  ticket_id: number;
  body: string;
  internal: boolean;
  author_id: number | null;
  author_name: string | null;
  /** Null where the API does not count them for this reader. */
  files_count: number | null;
  created_at: string;
}

export type TicketFile = UploadedTicketFile;

/** The API's largest page; also the most values one filter takes. */
export const MAX_PAGE = 100;

export interface MessageWindow {
  /** Oldest first. */
  rows: TicketMessage[];
  total: number;
}

function totalOf(headers: Record<string, unknown>, fallback: number): number {
  const value = Number(headers["x-total-count"]);
  return Number.isFinite(value) ? value : fallback;
}

/** Messages `start`…`end` counted from the newest, returned oldest first. */
export async function fetchNewest(
  ticketId: number,
  start: number,
  end: number,
  silent = false,
): Promise<MessageWindow> {
  const chunks: Promise<MessageWindow>[] = [];
  for (let from = start; from < end; from += MAX_PAGE) {
    const params = {
      ticket_id: ticketId,
      _sort: "created_at,id",
      _order: "desc,desc",
      _start: from,
      _end: Math.min(end, from + MAX_PAGE),
    };
    chunks.push(
      httpClient
        .get<TicketMessage[]>("ticket-messages", { params, silent })
        .then(({ data, headers }) => ({ rows: data, total: totalOf(headers, data.length) })),
    );
  }
  const windows = await Promise.all(chunks);
  const seen = new Set<number>();
  const rows = windows.flatMap((w) => w.rows).filter((row) => !seen.has(row.id) && seen.add(row.id));
  return { rows: rows.reverse(), total: Math.max(...windows.map((w) => w.total), 0) };
}

/** The files of these messages, grouped by message id. */
export async function fetchFiles(messageIds: number[], silent = true): Promise<Map<number, TicketFile[]>> {
  const byMessage = new Map<number, TicketFile[]>(messageIds.map((id) => [id, []]));
  for (let i = 0; i < messageIds.length; i += MAX_PAGE) {
    const ids = messageIds.slice(i, i + MAX_PAGE);
    for (let start = 0; ; start += MAX_PAGE) {
      const params = new URLSearchParams(ids.map((id) => ["ticket_message_id", String(id)]));
      params.set("_sort", "id");
      params.set("_order", "asc");
      params.set("_start", String(start));
      params.set("_end", String(start + MAX_PAGE));
      const { data, headers } = await httpClient.get<TicketFile[]>("ticket-files", { params, silent });
      for (const file of data) byMessage.get(Number(file.ticket_message_id))?.push(file);
      if (data.length < MAX_PAGE || start + MAX_PAGE >= totalOf(headers, 0)) break;
    }
  }
  return byMessage;
}

/** Sends a message; the row as saved. */
export async function postMessage(ticketId: number, body: string, internal: boolean): Promise<TicketMessage> {
  const { data } = await httpClient.post<TicketMessage>("ticket-messages", { ticket_id: ticketId, body, internal });
  return data;
}
