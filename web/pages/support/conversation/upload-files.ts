// Sending the files of one ticket message, one after another, with a single progress figure over
// all their bytes. The requests go through the app's HTTP client on its XMLHttpRequest adapter:
// the browser reports upload progress only there, and the client adds the bearer token, x-lang
// and the one refresh path on a 401.
import { httpClient } from "../../../providers/http-client";

export interface UploadedTicketFile {
  id: number;
  ticket_message_id: number;
  original_name: string;
  mime_type: string;
  size: number;
  [key: string]: unknown;
}

export interface FailedTicketFile {
  file: File;
  /** Why the API refused it (the 422's field messages, a 413's message), or the network error. */
  reason: string;
}

export interface TicketUploadResult {
  uploaded: UploadedTicketFile[];
  failed: FailedTicketFile[];
}

/** The field messages of a 422 (why the file was refused), else the answer's message. */
export function refusalReason(error: unknown): string {
  const { errors, message } = (error ?? {}) as { errors?: Record<string, string | string[]>; message?: string };
  const fields = Object.values(errors ?? {}).flat();
  return fields.length ? fields.join(" ") : String(message ?? "");
}

/**
 * Uploads `files` to the message, in order; a refused file does not stop the others. `onProgress`
 * gets 0–100 over the bytes of all files, and 100 once every answer is in.
 */
export async function uploadTicketFiles(
  messageId: number,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<TicketUploadResult> {
  const total = files.reduce((sum, f) => sum + Math.max(f.size, 1), 0);
  let done = 0;
  const report = (bytes: number) => onProgress(total ? Math.min(99, Math.round(((done + bytes) / total) * 100)) : 0);
  const result: TicketUploadResult = { uploaded: [], failed: [] };
  onProgress(0);
  for (const file of files) {
    // The owner's id goes first: the API reads the fields before the file streams in.
    const form = new FormData();
    form.append("ticket_message_id", String(messageId));
    form.append("file", file, file.name);
    try {
      const { data } = await httpClient.post<UploadedTicketFile>("ticket-files", form, {
        adapter: "xhr",
        onUploadProgress: (e) => report(Math.min(e.loaded, Math.max(file.size, 1))),
      });
      result.uploaded.push(data);
    } catch (error) {
      // The HTTP client has toasted the API's reason already; the caller may show it again inline.
      result.failed.push({ file, reason: refusalReason(error) });
    }
    done += Math.max(file.size, 1);
    report(0);
  }
  onProgress(100);
  return result;
}
