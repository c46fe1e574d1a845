// The filters a generated list applies that none of its column headers shows: those a link put
// in the address (`filters[0][field]=date&filters[0][operator]=gte…`, a dashboard figure's), on a
// column the table has hidden, or with an operator the column's filter does not use (several
// values at once, a range).
import type { CrudFilters } from "@refinedev/core";
import type { ResourceDef } from "../../resources/kit/types";
import type { ShownFilter } from "../components/list/link-filter-tags";
import { filterOperatorFor } from "./list-columns";

const OPERATORS = new Set(["eq", "in", "ne", "gte", "lte", "contains"]);

function typed(def: ResourceDef, field: string, value: unknown): ShownFilter["value"] {
  const yesNo = !def.fields[field] || def.fields[field].type === "boolean";
  const one = (v: unknown) =>
    yesNo && (v === "true" || v === "false") ? v === "true" : (v as string | number | boolean);
  return Array.isArray(value) ? value.map(one) : one(value);
}

export function unshownFilters(
  def: ResourceDef,
  filters: CrudFilters,
  shownColumns: ReadonlySet<string>,
): ShownFilter[] {
  const found: ShownFilter[] = [];
  for (const filter of filters) {
    if (!("field" in filter) || filter.field === "q" || !OPERATORS.has(filter.operator)) continue;
    const { field, operator, value } = filter;
    if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    const inColumn =
      shownColumns.has(field) && def.list.filters.includes(field) && operator === filterOperatorFor(def.fields[field]);
    if (!inColumn)
      found.push({
        key: `${field}:${operator}`,
        field,
        operator: operator as ShownFilter["operator"],
        value: typed(def, field, value),
      });
  }
  return found;
}
