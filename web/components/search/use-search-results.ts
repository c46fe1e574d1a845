// The answers of GET /api/search for what is typed: asked ~150 ms after the typing stops, only
// from two characters on, and only the answer to the text now in the box is ever shown.
import { useEffect, useState } from "react";
import { fetchSearch, MAX_QUERY, MIN_QUERY, type SearchAnswer } from "./search-api";

export const SEARCH_DEBOUNCE_MS = 150;

export type SearchState =
  | { status: "idle" }
  /** `answer`: the previous text's, shown until this one's arrives (no flicker while typing). */
  | { status: "loading"; q: string; answer?: SearchAnswer }
  | { status: "done"; q: string; answer: SearchAnswer }
  | { status: "error"; q: string; error: unknown };

export type Search = (q: string, signal: AbortSignal) => Promise<SearchAnswer>;

/** The text as the API takes it: trimmed, at most MAX_QUERY characters; "" when too short. */
export function searchText(text: string): string {
  const q = text.trim().slice(0, MAX_QUERY);
  return q.length >= MIN_QUERY ? q : "";
}

export function useSearchResults(text: string, search: Search = fetchSearch, delay = SEARCH_DEBOUNCE_MS): SearchState {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const q = searchText(text);

  useEffect(() => {
    if (!q) {
      setState({ status: "idle" });
      return;
    }
    setState((previous) => ({
      status: "loading",
      q,
      answer:
        previous.status === "done" ? previous.answer : previous.status === "loading" ? previous.answer : undefined,
    }));
    // A newer text runs this effect's cleanup first: the older request is aborted and, should its
    // answer still arrive, `current` is false and it is dropped. An earlier answer can never
    // replace a later one, whatever order the server answers in.
    let current = true;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(q, controller.signal).then(
        (answer) => current && setState({ status: "done", q, answer }),
        (error: unknown) => current && setState({ status: "error", q, error }),
      );
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, search, delay]);

  return state;
}
