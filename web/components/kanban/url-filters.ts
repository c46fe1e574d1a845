// A page's filter bar kept in the URL with the API's own parameter names (`priority=high`,
// `budget_gte=1000`, `q=web`), so a filtered table or board survives a reload and can be shared.
import type { CrudFilter } from "@refinedev/core";
import type { FieldDef, ResourceDef } from "../../../resources/kit/types";
import { OVERDUE_FILTER, SLA_FILTER, SLA_FILTER_VALUES } from "../../../resources/kit/overdue";
import type { FilterValue } from "./column-query";

/** A declared list filter shown in a filter bar; `range` asks for a from/to pair (`_gte`, `_lte`). */
export interface FilterSpec {
  field: string;
  range?: boolean;
}

export const SEARCH_PARAM = "q";

/** Whether a spec names a derived filter the resource declares (`overdue`, `sla`) rather than a field. */
export function isDerivedFilter(def: ResourceDef, spec: FilterSpec): boolean {
  if (def.fields[spec.field]) return false;
  return (spec.field === OVERDUE_FILTER && Boolean(def.overdue)) || (spec.field === SLA_FILTER && Boolean(def.sla));
}

/** The field a filter reads its URL value as: `overdue` is a yes/no, `sla` a choice (at risk, breached). */
export function specField(def: ResourceDef, spec: FilterSpec): FieldDef | undefined {
  if (!isDerivedFilter(def, spec)) return def.fields[spec.field];
  return spec.field === SLA_FILTER ? { type: "enum", options: SLA_FILTER_VALUES } : { type: "boolean" };
}
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function paramsOf(spec: FilterSpec): string[] {
  return spec.range ? [`${spec.field}_gte`, `${spec.field}_lte`] : [spec.field];
}

/** A URL value as the field's type, or nothing when it is not one (a hand-edited URL). */
export function parseParam(field: FieldDef | undefined, raw: string | null): FilterValue | undefined {
  if (raw === null || raw.trim() === "" || !field) return undefined;
  switch (field.type) {
    case "reference":
    case "integer":
      return /^-?\d{1,15}$/.test(raw) ? Number(raw) : undefined;
    case "number":
      return Number.isFinite(Number(raw)) ? Number(raw) : undefined;
    case "boolean":
      return raw === "true" ? true : raw === "false" ? false : undefined;
    case "date":
      return DATE.test(raw) ? raw : undefined;
    case "enum":
      return field.options?.includes(raw) ? raw : undefined;
    default:
      return raw;
  }
}

/**
 * The filters the URL holds, one entry for every filter of the bar even when empty (value
 * undefined): a list that always names every field replaces, never merges with, an older one.
 */
export function filtersFromParams(def: ResourceDef, specs: readonly FilterSpec[], params: URLSearchParams): CrudFilter[] {
  const filters: CrudFilter[] = [];
  for (const spec of specs) {
    const field = specField(def, spec);
    if (spec.range) {
      filters.push({ field: spec.field, operator: "gte", value: parseParam(field, params.get(`${spec.field}_gte`)) });
      filters.push({ field: spec.field, operator: "lte", value: parseParam(field, params.get(`${spec.field}_lte`)) });
    } else {
      filters.push({ field: spec.field, operator: "eq", value: parseParam(field, params.get(spec.field)) });
    }
  }
  const q = params.get(SEARCH_PARAM)?.trim();
  filters.push({ field: SEARCH_PARAM, operator: "eq", value: q || undefined });
  return filters;
}

/** Sets (or, when empty, removes) each named filter parameter in place; other parameters stay. */
export function applyParams(next: URLSearchParams, changes: Record<string, FilterValue | null | undefined>): void {
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === "") next.delete(name);
    else next.set(name, String(value));
  }
}

/** How many of the bar's filters hold a value. */
export function activeCount(specs: readonly FilterSpec[], params: URLSearchParams): number {
  return specs.filter((spec) => paramsOf(spec).some((name) => (params.get(name) ?? "") !== "")).length;
}
