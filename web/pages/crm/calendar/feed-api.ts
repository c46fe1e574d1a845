// The signed-in user's private iCalendar feed (docs/crm-api.md "Calendar feed").
import { httpClient } from "../../../providers/http-client";

export interface FeedState {
  active: boolean;
  created_at: string | null;
}

export async function loadFeed(): Promise<FeedState> {
  const { data } = await httpClient.get<FeedState>("calendar-feed", { silent: true });
  return data;
}

/** A new secret URL; the old one stops working. The URL is shown once: the API keeps only a hash. */
export async function generateFeed(): Promise<string> {
  const { data } = await httpClient.post<{ url: string }>("calendar-feed", {});
  // The API may answer a path; calendar apps need the whole address.
  return new URL(data.url, window.location.origin).href;
}

export async function revokeFeed(): Promise<void> {
  await httpClient.delete("calendar-feed");
}
