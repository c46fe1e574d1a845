import type { TableChange } from "./live-payload.js";

// Changes heard together become one event per table, kind and author, in the order first heard
// (a created row is announced before its deletion), each id once.
export function mergeChanges(changes: readonly TableChange[]): TableChange[] {
  const merged = new Map<string, { change: TableChange; ids: Set<number | string> }>();
  for (const change of changes) {
    const key = `${change.table}|${change.type}|${change.by}`;
    const into = merged.get(key) ?? { change, ids: new Set() };
    for (const id of change.ids) into.ids.add(id);
    merged.set(key, into);
  }
  return [...merged.values()].map(({ change, ids }) => ({ ...change, ids: [...ids] }));
}
