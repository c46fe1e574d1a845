// "Keep my changes" on an edit form whose record changed elsewhere: what the user touched stays
// theirs, everything else takes the fresh record's value, and the form takes the fresh version,
// so that saving then overwrites knowingly instead of being refused as stale (409).

/** The values to set on the form: every untouched field from the fresh record, and its version. */
export function keepMyChanges(
  fields: readonly string[],
  isTouched: (field: string) => boolean,
  fresh: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field !== "version" && !isTouched(field) && field in fresh) values[field] = fresh[field];
  }
  values.version = fresh.version;
  return values;
}

/** Whether the record read now is a later version than the one the form holds. */
export function isNewerVersion(fresh: unknown, held: unknown): boolean {
  if (fresh === undefined || fresh === null) return false;
  const [a, b] = [Number(fresh), Number(held)];
  if (Number.isFinite(a) && Number.isFinite(b)) return a > b;
  return String(fresh) !== String(held);
}
