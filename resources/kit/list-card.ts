import type { ResourceDef } from "./types.js";

/** How many of the first list columns a row's card shows when the declaration names none. */
export const DEFAULT_CARD_FIELDS = 4;

/**
 * The fields of a row's card on a phone, among those the reader is shown (`shown`, the list's
 * columns by default): the declared `list.card` or the first columns, always led by the row's name
 * so a card is never anonymous.
 */
export function cardFields(def: ResourceDef, shown: readonly string[] = def.list.columns): string[] {
  const visible = new Set(shown);
  const declared = (def.list.card ?? shown.slice(0, DEFAULT_CARD_FIELDS)).filter((name) => visible.has(name));
  const name = visible.has(def.labelField) ? def.labelField : shown[0];
  return name === undefined ? declared : [name, ...declared.filter((field) => field !== name)];
}
