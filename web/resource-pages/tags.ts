// A tags field (free labels, a ticket's tags): what the API keeps of a list of labels, so the
// form sends what the server would save (trimmed, no blanks, no repeats).

/** The API's limit (api/crud/json-schema.ts MAX_TAGS). */
export const MAX_TAGS = 20;
/** The API's bound on one label when the field declares no maxLength. */
export const DEFAULT_TAG_LENGTH = 100;

export function labelsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const labels = value.filter((v): v is string => typeof v === "string").map((v) => v.trim());
  return [...new Set(labels.filter((v) => v !== ""))];
}
