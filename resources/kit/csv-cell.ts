import { csvNumber, type CsvCell } from "./csv.js";
import { choicesOf, choiceText } from "./choices.js";
import { moneyCell } from "./money.js";
import { optionLabel, type LabelT } from "./option-label.js";
import type { ResourceDef } from "./types.js";

// One cell of a list's CSV export (api/crud/list-export.ts), as a spreadsheet reader expects it in
// their language: Sí/No, not true/false; an enum's label; 1234,56 for an amount in Spanish; a list
// of labels or ids joined; a question's options as "label (points)".
export function csvCell(def: ResourceDef, name: string, value: unknown, t: LabelT, language = "es"): CsvCell {
  if (value === null || value === undefined) return "";
  const field = def.fields[name];
  if (field?.type === "boolean") return t(value ? "common:list.yes" : "common:list.no");
  if (field?.type === "enum") return optionLabel(t, language, def.name, name, field, String(value));
  if (field?.type === "money") return csvNumber(moneyCell(value, language));
  if (field?.type === "integer" || field?.type === "number") return csvNumber(String(value));
  // The export has no names for referenced rows at hand: their ids, as the API's filters take them.
  if (field?.type === "references" || field?.type === "tags") return Array.isArray(value) ? value.join(", ") : "";
  if (field?.type === "choices") return choicesOf(value).map(choiceText).join("; ");
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number") return value;
  // Anything else as text: a time its "HH:MM", an image its stored path.
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
