// One row of a list's CSV export: the columns under their labels, in the user's language
// (a spreadsheet reader sees Sí/No, not true/false).
import type { BaseRecord } from "@refinedev/core";
import type { ResourceDef } from "../../resources/kit/types";
import type { Translate } from "./form-rules";

export function csvValue(def: ResourceDef, name: string, value: unknown, t: Translate): unknown {
  if (value === null || value === undefined) return "";
  const field = def.fields[name];
  if (field?.type === "boolean") return t(value ? "list.yes" : "list.no");
  if (field?.type === "enum") return t(`resources:${def.name}.options.${name}.${String(value)}`, { defaultValue: String(value) });
  return value;
}

export function csvRow(def: ResourceDef, columns: readonly string[], row: BaseRecord, t: Translate): Record<string, unknown> {
  return Object.fromEntries(columns.map((name) => [t(`resources:${def.name}.fields.${name}`), csvValue(def, name, row[name], t)]));
}
