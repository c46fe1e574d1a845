// GET /api/live as this tab asks for it. Small, and in the signed-in app's own chunk: the request
// leaves as the app mounts, before the first screen's reads, so nothing they return can predate
// the stream; the client that reads it (start-live.ts) arrives later, and the browser holds the
// events until then.
import { currentLanguage } from "../../i18n";
import { API_BASE_URL } from "../http-client";
import { browserStorage, TOKEN_KEY } from "../session";
import { liveTabId } from "./live-tab";

export const LIVE_URL = `${API_BASE_URL}live`;

export function liveHeaders(): Record<string, string> {
  return { "x-live-tab": liveTabId(), "x-lang": currentLanguage() };
}

export function liveToken(): string | null {
  return browserStorage.getItem(TOKEN_KEY);
}

export interface EarlyStream {
  token: string;
  response: Promise<Response>;
  controller: AbortController;
}

/** The stream's first request, sent now; none without a session. */
export function requestStream(): EarlyStream | undefined {
  const token = liveToken();
  if (!token) return undefined;
  const controller = new AbortController();
  const response = fetch(LIVE_URL, {
    headers: { ...liveHeaders(), Accept: "text/event-stream", Authorization: `Bearer ${token}` },
    signal: controller.signal,
    cache: "no-store",
  });
  // Read (or dropped) by the client later: an early failure is its to handle, not an unhandled rejection.
  response.catch(() => undefined);
  return { token, response, controller };
}
