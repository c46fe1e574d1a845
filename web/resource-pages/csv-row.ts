// A list's CSV export: the columns under their labels, in the user's language
// (a spreadsheet reader sees Sí/No, not true/false, and 1234,56 for an amount in Spanish).
// The file is written by the kit's CSV writer, as the API's exports are (resources/kit/csv.ts).
import type { BaseRecord } from "@refinedev/core";
import type { ResourceDef } from "../../resources/kit/types";
import { csvDocument, csvNumber, type CsvCell } from "../../resources/kit/csv";
import { optionLabel } from "../../resources/kit/option-label";
import { choiceText, choicesOf } from "./choices";
import type { Translate } from "./form-rules";
import { moneyCell } from "./money";

export function csvValue(def: ResourceDef, name: string, value: unknown, t: Translate, lang = "es"): CsvCell {
  if (value === null || value === undefined) return "";
  const field = def.fields[name];
  if (field?.type === "boolean") return t(value ? "list.yes" : "list.no");
  if (field?.type === "enum") return optionLabel(t, lang, def.name, name, field, String(value));
  if (field?.type === "money") return csvNumber(moneyCell(value, lang));
  if (field?.type === "integer" || field?.type === "number") return csvNumber(String(value));
  // The export has no names for referenced rows at hand: their ids, as the API's filters take them.
  if (field?.type === "references") return Array.isArray(value) ? value.join(", ") : "";
  if (field?.type === "tags") return Array.isArray(value) ? value.join(", ") : "";
  if (field?.type === "choices") return choicesOf(value).map(choiceText).join("; ");
  if (typeof value === "number") return value;
  // Anything else as text: a time its "HH:MM", an image its stored path.
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** The whole file of these rows, as the list's export button saves it. */
export function listCsv(
  def: ResourceDef,
  columns: readonly string[],
  rows: readonly BaseRecord[],
  t: Translate,
  lang = "es",
): string {
  const header = columns.map((name) => t(`resources:${def.name}.fields.${name}`));
  return csvDocument(header, rows.map((row) => columns.map((name) => csvValue(def, name, row[name], t, lang))));
}
