// One row of a list's CSV export: the columns under their labels, in the user's language
// (a spreadsheet reader sees Sí/No, not true/false, and 1234,56 for an amount in Spanish).
import type { BaseRecord } from "@refinedev/core";
import type { ResourceDef } from "../../resources/kit/types";
import { optionLabel } from "../../resources/kit/option-label";
import { choiceText, choicesOf } from "./choices";
import type { Translate } from "./form-rules";
import { moneyCell } from "./money";

export function csvValue(def: ResourceDef, name: string, value: unknown, t: Translate, lang = "es"): unknown {
  if (value === null || value === undefined) return "";
  const field = def.fields[name];
  if (field?.type === "boolean") return t(value ? "list.yes" : "list.no");
  if (field?.type === "enum") return optionLabel(t, lang, def.name, name, field, String(value));
  if (field?.type === "money") return moneyCell(value, lang);
  // The export has no names for referenced rows at hand: their ids, as the API's filters take them.
  if (field?.type === "references") return Array.isArray(value) ? value.join(", ") : "";
  if (field?.type === "tags") return Array.isArray(value) ? value.join(", ") : "";
  if (field?.type === "choices") return choicesOf(value).map(choiceText).join("; ");
  // Anything else as it is: a time its "HH:MM", an image its stored path.
  return value;
}

export function csvRow(def: ResourceDef, columns: readonly string[], row: BaseRecord, t: Translate, lang = "es"): Record<string, unknown> {
  return Object.fromEntries(columns.map((name) => [t(`resources:${def.name}.fields.${name}`), csvValue(def, name, row[name], t, lang)]));
}
