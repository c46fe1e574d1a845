// The value of a choices field (a question's options, each worth points): `[{id, label, points}]`.
// An option keeps its id across edits, so the answers that chose it stay linked; a new one is
// sent without an id and the server names it.

export interface Choice {
  id?: string;
  label: string;
  points: number;
}

/** The API's limits (api/crud/json-schema.ts). */
export const MAX_CHOICES = 20;
export const MAX_CHOICE_LABEL = 200;

/** What a choices field holds, kept to well-formed rows: anything else reads as no options. */
export function choicesOf(value: unknown): Choice[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((c): c is Choice => typeof c === "object" && c !== null && typeof (c as Choice).label === "string")
    .map((c) => ({ ...(typeof c.id === "string" ? { id: c.id } : {}), label: c.label, points: Number(c.points ?? 0) }));
}

/** The body of a choices field: rows as typed, ids only where the row had one. */
export function choicesBody(value: unknown): Choice[] {
  return choicesOf(value).map((c) => ({
    ...(c.id ? { id: c.id } : {}),
    label: c.label.trim(),
    points: Math.round(c.points),
  }));
}

export function choiceText(choice: Choice): string {
  return `${choice.label} (${choice.points})`;
}
