// A write that made another row too (a registration that drafted its fee invoice) says so, with
// a link to that row: the fields declared `announced` (resources/kit/field-def.ts) that the answer
// holds and the row before did not.
import type { BaseRecord } from "@refinedev/core";
import type { TFunction } from "i18next";
import type { ResourceDef } from "../../resources/kit/types";
import { getResource } from "../../resources/registry";
import { httpClient } from "../providers/http-client";
import { navigateTo } from "../providers/navigation";
import { showPathFor } from "../providers/resource-paths";
import { toast } from "../providers/toast";
import { formatMoney } from "./money";

/** The announced fields the write set: [field, referenced resource, id]. */
export function sideRows(def: ResourceDef, row: BaseRecord, before?: BaseRecord): [string, ResourceDef, number][] {
  const found: [string, ResourceDef, number][] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    const id = row[name];
    const target = field.announced && field.reference ? getResource(field.reference) : undefined;
    if (target && typeof id === "number" && before?.[name] !== id) found.push([name, target, id]);
  }
  return found;
}

export async function announceSideRows(
  def: ResourceDef,
  row: BaseRecord,
  t: TFunction,
  lang: string,
  before?: BaseRecord,
): Promise<void> {
  for (const [name, target, id] of sideRows(def, row, before)) {
    const amountField = def.fields[name].announced?.amount;
    let other: BaseRecord = { id };
    try {
      if (amountField) other = (await httpClient.get<BaseRecord>(`${target.name}/${id}`, { silent: true })).data;
    } catch {
      // Told without its amount.
    }
    const path = showPathFor(target, other);
    const amount = amountField && other[amountField] !== undefined ? formatMoney(other[amountField], lang) : "";
    toast({
      type: "info",
      message: t(`resources:${def.name}.announced.${name}`, { amount }),
      description: path ? (
        <a
          href={path}
          onClick={(event) => {
            event.preventDefault();
            navigateTo(path);
          }}
        >
          {t("record.open", { singular: t(`resources:${target.name}.singular`).toLocaleLowerCase(lang) })}
        </a>
      ) : undefined,
    });
  }
}
