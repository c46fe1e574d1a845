// Which columns of a list a user has hidden, remembered in this browser per user and per list.
// Hidden ones are stored (not shown ones), so a column a declaration adds later shows up.

export function columnChoiceKey(userId: unknown, list: string): string {
  return `columns:${userId === undefined || userId === null ? "anonymous" : String(userId)}:${list}`;
}

/** The stored hidden columns that still exist and may be hidden; [] for anything unreadable. */
export function readHiddenColumns(
  storage: Pick<Storage, "getItem"> | undefined,
  key: string,
  hideable: readonly string[],
): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter((name): name is string => typeof name === "string" && hideable.includes(name))
      : [];
  } catch {
    return [];
  }
}

export function writeHiddenColumns(
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined,
  key: string,
  hidden: readonly string[],
): void {
  try {
    if (hidden.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(hidden));
  } catch {
    // A full or blocked storage only costs the memory of the choice.
  }
}
