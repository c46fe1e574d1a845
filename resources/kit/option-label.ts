import { countryName } from "./countries.js";
import type { FieldDef } from "./types.js";

// The words for an enum's value, wherever it is shown (forms, lists, exports): the resource's own
// label, the shared list's (FieldDef.optionLabels), or a country's name in the reader's language.
export type LabelT = (key: string, options?: Record<string, unknown>) => string;

export function optionLabel(
  t: LabelT,
  language: string,
  resource: string,
  name: string,
  field: FieldDef,
  value: string,
): string {
  if (field.countryNames) return countryName(value, language);
  const key = field.optionLabels ? `${field.optionLabels}.${value}` : `resources:${resource}.options.${name}.${value}`;
  return t(key, { defaultValue: value });
}
