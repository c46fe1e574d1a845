// The dialog's options in the order the arrow keys walk them: each group's records, then its
// "see all in the list" link when the group has more.
import type { SearchAnswer, SearchGroup, SearchItem } from "./search-api";
import { listPath, recordPath } from "./search-paths";

export type SearchEntry =
  | { type: "record"; id: string; group: SearchGroup; item: SearchItem; path: string | undefined }
  | { type: "more"; id: string; group: SearchGroup; path: string };

/** DOM ids for aria-activedescendant: kind and record id, unique within one answer. */
export const optionId = (kind: string, id: number | "more") => `search-option-${kind}-${id}`;

export function searchEntries(answer: SearchAnswer | undefined, q: string): SearchEntry[] {
  if (!answer) return [];
  return answer.groups.flatMap((group): SearchEntry[] => {
    const records = group.items.map(
      (item): SearchEntry => ({
        type: "record",
        id: optionId(group.kind, item.id),
        group,
        item,
        path: recordPath(group.resource, item),
      }),
    );
    const more = group.more ? listPath(group, q) : undefined;
    return more ? [...records, { type: "more", id: optionId(group.kind, "more"), group, path: more }] : records;
  });
}

/** The option after (delta 1) or before (-1) the active one, wrapping round; -1 when there is none. */
export function moveActive(active: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return delta > 0 ? 0 : count - 1;
  return (active + delta + count) % count;
}
