import crypto from "node:crypto";
import http from "node:http";
import { createParser } from "eventsource-parser";

// One GET /api/live stream the way the web app opens it (a bearer token, a tab id), read with
// node:http so the bench holds hundreds without a pool deciding how many may be open at once.
// Each event is stamped with the wall-clock time its bytes arrived, before any parsing.

export interface LiveEvent {
  event: string;
  data: string;
  /** performance.timeOrigin + performance.now() when the chunk carrying it arrived. */
  at: number;
}

export interface OpenStream {
  /** The `ready` event's stream id. */
  id: string;
  close(): void;
}

export const wallClock = () => performance.timeOrigin + performance.now();

export function openLiveStream(
  baseUrl: string,
  token: string,
  onEvent: (event: LiveEvent) => void,
  timeoutMs = 15_000,
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/live`, {
      agent: false,
      headers: { authorization: `Bearer ${token}`, "x-live-tab": crypto.randomUUID(), accept: "text/event-stream" },
    });
    const close = () => request.destroy();
    const timer = setTimeout(() => {
      close();
      reject(new Error(`GET /api/live on ${baseUrl}: no ready event in ${timeoutMs} ms`));
    }, timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    request.on("error", fail);
    request.on("response", (response) => {
      if (response.statusCode !== 200) {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () =>
          fail(new Error(`GET /api/live on ${baseUrl}: ${response.statusCode} ${body.slice(0, 200)}`)),
        );
        return;
      }
      let arrived = 0;
      let ready = false;
      const parser = createParser({
        onEvent(message) {
          const event = message.event ?? "message";
          if (event === "ready" && !ready) {
            ready = true;
            clearTimeout(timer);
            resolve({ id: (JSON.parse(message.data) as { stream: string }).stream, close });
          }
          onEvent({ event, data: message.data, at: arrived });
        },
      });
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        arrived = wallClock();
        parser.feed(chunk);
      });
      // Closed by the bench, or the server ended it (expired, revoked, shutting down).
      response.on("error", () => undefined);
    });
  });
}
