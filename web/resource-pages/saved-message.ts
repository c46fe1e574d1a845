// What a success toast says after a write: what happened to which record ("Lead «Lucía García»
// creado"), derived from the declaration (its labelField names the row) and its singular label.
import type { BaseRecord } from "@refinedev/core";
import type { TFunction } from "i18next";
import type { ResourceDef } from "../../resources/kit/types";
import { getResource } from "../../resources/registry";

export type SavedAction = "created" | "updated" | "deleted";

/** The row's name as the screens show it: its label field, else its number. */
export function recordName(def: ResourceDef, row: BaseRecord | undefined): string {
  const label = row?.[def.labelField];
  if (def.labelField !== "id" && label !== undefined && label !== null && String(label).trim() !== "")
    return String(label);
  return row?.id !== undefined ? `#${String(row.id)}` : "";
}

/**
 * The message, agreeing with the singular's gender where the language has one: the resource's
 * "new" label says it ("Nueva factura" → "Factura «F-1» creada").
 */
export function savedMessage(
  t: TFunction,
  resource: ResourceDef | string,
  row: BaseRecord | undefined,
  action: SavedAction,
): string {
  const def = typeof resource === "string" ? getResource(resource) : resource;
  if (!def) return t(`record.${action}`);
  const name = recordName(def, row);
  if (!name) return t(`record.${action}`);
  const feminine = t(`resources:${def.name}.new`).startsWith(t("record.feminineNew"));
  return t(`record.${action}Named`, {
    singular: t(`resources:${def.name}.singular`),
    name,
    context: feminine ? "female" : undefined,
  });
}
