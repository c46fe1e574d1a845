// GET /api/search (docs/search-api.md): records of every kind the user may list, in their scope.
import { httpClient } from "../../providers/http-client";

/** A kind of record found (`leads`, `tickets`…): the areas' API manifests name them. */
export type SearchKind = string;

export interface SearchItem {
  id: number;
  title: string;
  subtitle?: string | null;
  /** "similar": found by trigram similarity (a typo), not by the words themselves. */
  match: "text" | "similar";
  /** A ticket's page is named by its token. */
  token?: string;
}

export interface SearchGroup {
  kind: SearchKind;
  /** The declared resource the rows belong to (its icon, title and pages). */
  resource: string;
  /** More rows match than the group shows. */
  more: boolean;
  items: SearchItem[];
}

export interface SearchAnswer {
  q: string;
  groups: SearchGroup[];
}

/** The API's bounds on `q` (trimmed). */
export const MIN_QUERY = 2;
export const MAX_QUERY = 100;

export async function fetchSearch(q: string, signal?: AbortSignal): Promise<SearchAnswer> {
  // Silent: the dialog shows a failure in place instead of a toast over it.
  const response = await httpClient.get<SearchAnswer>("search", { params: { q }, signal, silent: true });
  return response.data;
}
