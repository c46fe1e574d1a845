// The public rating link's calls (no sign-in): what the link is for, and the rating it takes once.
import { httpClient } from "../../../providers/http-client";

export type RatingLinkStatus = "open" | "used" | "expired";

export interface RatingLink {
  title: string;
  status: RatingLinkStatus;
  language: string;
}

/** Why a read or a send did not go through, as the page shows it. */
export type RatingRefusal = "used" | "notFound" | "failed";

export function refusalOf(error: unknown): RatingRefusal {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (status === 410) return "used";
  // 400: not even a token's shape; 404: no ticket has it.
  if (status === 404 || status === 400) return "notFound";
  return "failed";
}

const path = (token: string) => `public/ticket-ratings/${encodeURIComponent(token)}`;

export async function readRatingLink(token: string): Promise<RatingLink> {
  // Silent: the page answers a spent or unknown link with a view of its own, not a toast.
  const { data } = await httpClient.get<RatingLink>(path(token), { silent: true });
  return data;
}

export async function sendRating(token: string, rating: number, comment: string): Promise<void> {
  const body = comment.trim() ? { rating, comment: comment.trim() } : { rating };
  // Silent for a spent link (its own view); any other refusal is toasted by hand below.
  await httpClient.post(path(token), body, { silent: true });
}
