// Opening a ticket from the modal: the ticket first (POST /api/tickets, which writes its opening
// message), then the files under that message, with one progress figure over all of them.
import { httpClient } from "../../../providers/http-client";
import { uploadTicketFiles, type TicketUploadResult } from "../conversation/upload-files";
import type { TicketRecord } from "../ticket-record";

/** The first message of a ticket: the opening one the API wrote with it. */
export async function openingMessageId(ticketId: number): Promise<number | null> {
  const { data } = await httpClient.get<{ id: number }[]>("ticket-messages", {
    params: { ticket_id: ticketId, _sort: "id", _order: "asc", _start: 0, _end: 1 },
  });
  return data[0]?.id ?? null;
}

export interface CreatedTicket {
  ticket: TicketRecord;
  upload: TicketUploadResult | null;
}

/**
 * Creates the ticket (a 422 rejects, with the field errors) and sends the files; a file refused
 * then does not undo the ticket: the answer says which ones failed.
 */
export async function createTicket(
  values: Record<string, unknown>,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<CreatedTicket> {
  const { data: ticket } = await httpClient.post<TicketRecord>("tickets", values);
  if (files.length === 0) return { ticket, upload: null };
  const messageId = await openingMessageId(ticket.id).catch(() => null);
  if (messageId === null)
    return { ticket, upload: { uploaded: [], failed: files.map((file) => ({ file, reason: "" })) } };
  return { ticket, upload: await uploadTicketFiles(messageId, files, onProgress) };
}
