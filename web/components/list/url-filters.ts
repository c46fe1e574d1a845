// A page's filter bar kept in the URL with the API's own parameter names (`priority=high`,
// `budget_gte=1000`, `q=web`), so a filtered table or board survives a reload and can be shared.
import type { CrudFilter } from "@refinedev/core";
import type { FieldDef, ResourceDef } from "../../../resources/kit/types";
import { OVERDUE_FILTER } from "../../../resources/kit/overdue";
import { ruleChoices } from "../../../resources/kit/rule-filters";
import { listFilterOf, type FilterSuffix } from "../../../resources/kit/list-params";

/** A declared list filter shown in a filter bar; `range` asks for a from/to pair (`_gte`, `_lte`). */
export interface FilterSpec {
  field: string;
  range?: boolean;
}

/** One value of a filter, as the URL and the API spell it. */
export type FilterValue = string | number | boolean;

export const SEARCH_PARAM = "q";

/** Whether a spec names a derived filter the resource declares (`overdue`, a rule's) rather than a field. */
export function isDerivedFilter(def: ResourceDef, spec: FilterSpec): boolean {
  if (def.fields[spec.field]) return false;
  return (spec.field === OVERDUE_FILTER && Boolean(def.overdue)) || Boolean(def.ruleFilters?.[spec.field]);
}

/** The field a derived filter's URL value reads as: a yes/no, or a rule's choice (a ticket's `sla`). */
function derivedField(def: ResourceDef, name: string): FieldDef {
  const choices = ruleChoices(def, name);
  return choices ? { type: "enum", options: choices } : { type: "boolean" };
}

/** The field a filter reads its URL value as. */
export function specField(def: ResourceDef, spec: FilterSpec): FieldDef | undefined {
  return isDerivedFilter(def, spec) ? derivedField(def, spec.field) : def.fields[spec.field];
}
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function paramsOf(spec: FilterSpec): string[] {
  return spec.range ? [`${spec.field}_gte`, `${spec.field}_lte`] : [spec.field];
}

/**
 * The bar's parameters the URL holds one value of at most: several (a figure's link,
 * `status=assigned&status=testing`) are a link's filter, shown as a tag, which the bar's one
 * choice cannot show.
 */
export function barParams(specs: readonly FilterSpec[], params: URLSearchParams): string[] {
  return specs.flatMap(paramsOf).filter((name) => params.getAll(name).length <= 1);
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
export function filtersFromParams(
  def: ResourceDef,
  specs: readonly FilterSpec[],
  params: URLSearchParams,
  skip: readonly string[] = [],
): CrudFilter[] {
  const filters: CrudFilter[] = [];
  const taken = new Set([...barParams(specs, params), ...skip]);
  const param = (name: string) => (taken.has(name) ? params.get(name) : null);
  // A bar parameter holding several values is a link's filter (below): the bar's empty entry for
  // the same field would replace it.
  const linked = (name: string) => params.getAll(name).length > 1;
  for (const spec of specs) {
    const field = specField(def, spec);
    if (paramsOf(spec).some(linked)) continue;
    if (spec.range) {
      filters.push({ field: spec.field, operator: "gte", value: parseParam(field, param(`${spec.field}_gte`)) });
      filters.push({ field: spec.field, operator: "lte", value: parseParam(field, param(`${spec.field}_lte`)) });
    } else {
      filters.push({ field: spec.field, operator: "eq", value: parseParam(field, param(spec.field)) });
    }
  }
  const q = params.get(SEARCH_PARAM)?.trim();
  filters.push({ field: SEARCH_PARAM, operator: "eq", value: q || undefined });
  for (const link of linkFiltersOf(def, params, taken))
    filters.push({ field: link.field, operator: link.operator, value: link.value });
  return filters;
}

// Beyond its bar, a page applies every other filter the resource's list takes when the URL names
// it (a dashboard figure's link: `lead_status_id=3&created_at_gte=…`, `won=true`): the bar shows
// them as tags to remove, so the rows are never narrowed by something the user cannot see.

export type LinkOperator = "eq" | "ne" | "gte" | "lte" | "contains";

/** A URL parameter that is one of the list's filters, outside the page's bar. */
export interface LinkFilter {
  param: string;
  field: string;
  operator: LinkOperator;
  value: FilterValue | FilterValue[];
}

const SUFFIXES: Record<FilterSuffix, LinkOperator> = { ne: "ne", gte: "gte", lte: "lte", like: "contains" };

/** The yes/no and choice filters a resource declares beside its fields (overdue, its rules, flags). */
export function derivedFilterNames(def: ResourceDef): string[] {
  return [
    ...(def.overdue ? [OVERDUE_FILTER] : []),
    ...Object.keys(def.ruleFilters ?? {}),
    ...Object.keys(def.flags ?? {}),
  ];
}

/** The field and operator a list parameter stands for (`budget_gte` → budget, gte), as the API reads it. */
export function filterTarget(def: ResourceDef, param: string): { field: string; operator: LinkOperator } | undefined {
  if (derivedFilterNames(def).includes(param)) return { field: param, operator: "eq" };
  const target = listFilterOf(def, param);
  return target && { field: target.field, operator: target.suffix ? SUFFIXES[target.suffix] : "eq" };
}

function linkValue(
  def: ResourceDef,
  field: string,
  operator: LinkOperator,
  raws: string[],
): FilterValue | FilterValue[] | undefined {
  if (operator === "contains") return raws[0]?.trim() || undefined;
  const type: FieldDef | undefined = def.fields[field] ?? derivedField(def, field);
  const values = raws.map((raw) => parseParam(type, raw)).filter((v): v is FilterValue => v !== undefined);
  if (values.length === 0) return undefined;
  return operator === "eq" && values.length > 1 ? values : values[0];
}

/** The URL's filter parameters that none of `taken` names, each read as its field's type. */
export function linkFiltersOf(def: ResourceDef, params: URLSearchParams, taken: ReadonlySet<string>): LinkFilter[] {
  const found: LinkFilter[] = [];
  for (const param of new Set(params.keys())) {
    if (taken.has(param) || param === SEARCH_PARAM) continue;
    const target = filterTarget(def, param);
    const value = target && linkValue(def, target.field, target.operator, params.getAll(param));
    if (target && value !== undefined) found.push({ param, ...target, value });
  }
  return found;
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
  const own = new Set(barParams(specs, params));
  return specs.filter((spec) => paramsOf(spec).some((name) => own.has(name) && (params.get(name) ?? "") !== "")).length;
}
