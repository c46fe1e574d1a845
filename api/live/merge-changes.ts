import type { TableChange } from "./live-payload.js";

// Changes heard together become one event per table, kind and author, in the order first heard
// (a created row is announced before its deletion), each id once. Changed columns are kept only
// while every change merged names them (one that does not may have changed anything).
export function mergeChanges(changes: readonly TableChange[]): TableChange[] {
  const merged = new Map<string, { change: TableChange; ids: Set<number | string>; columns: Set<string> | null }>();
  for (const change of changes) {
    const key = `${change.table}|${change.type}|${change.by}`;
    const into = merged.get(key) ?? { change, ids: new Set(), columns: new Set<string>() };
    for (const id of change.ids) into.ids.add(id);
    if (!change.columns) into.columns = null;
    else for (const column of change.columns) into.columns?.add(column);
    merged.set(key, into);
  }
  return [...merged.values()].map(({ change, ids, columns }) => {
    const { columns: _own, ...rest } = change;
    return columns ? { ...rest, ids: [...ids], columns: [...columns] } : { ...rest, ids: [...ids] };
  });
}
