import { listFilterOf, type FilterSuffix, type ResourceDef } from "../../resources/index.js";
import { badRequest } from "../errors.js";
import { isOrdered, isTextual } from "./field-kinds.js";
import { MAX_FILTER_VALUE_LENGTH, parseFilterValue, type FilterValue } from "./filter-value.js";

// Refine's @refinedev/simple-rest dialect, and nothing else:
//   _start/_end (offset window), _sort=a,b&_order=asc,desc, q (search), and per declared filter
//   field `f` (eq; repeated → in), `f_ne`, `f_gte`, `f_lte`, `f_like` (contains).
// Every name is checked against the declaration's allow-lists; anything else is a 400.

export const MAX_PAGE_SIZE = 100;
/** getMany sends one `id` per row; more values than a page holds cannot all come back. */
export const MAX_FILTER_VALUES = MAX_PAGE_SIZE;

export type FilterOp = "eq" | "in" | "ne" | "gte" | "lte" | "like";

export interface Filter {
  field: string;
  op: FilterOp;
  value: FilterValue | FilterValue[];
}

export interface Sort {
  field: string;
  order: "asc" | "desc";
}

export interface ListQuery {
  offset: number;
  limit: number;
  sort: Sort[];
  filters: Filter[];
  /** `q`: contains, over def.list.search, any of them. */
  search?: string;
}

const SUFFIXES: Record<FilterSuffix, FilterOp> = { ne: "ne", gte: "gte", lte: "lte", like: "like" };
const RESERVED = new Set(["_start", "_end", "_sort", "_order", "q"]);

type RawQuery = Record<string, unknown>;

export function parseListQuery(def: ResourceDef, query: RawQuery | null | undefined): ListQuery {
  const raw: RawQuery = query ?? {};
  const filters: Filter[] = [];
  for (const param of Object.keys(raw)) {
    if (RESERVED.has(param)) continue;
    const target = filterTarget(def, param);
    const filter = parseFilter(def, target, param, values(raw[param], param));
    if (filter) filters.push(filter);
  }
  return {
    ...parsePage(raw),
    sort: parseSort(def.list.sorters, raw),
    filters,
    search: parseSearch(def, raw),
  };
}

function filterTarget(def: ResourceDef, param: string): { field: string; op: FilterOp } {
  const target = listFilterOf(def, param);
  if (!target) throw badRequest("errors:unknownQueryParam", { param: clip(param) });
  return { field: target.field, op: target.suffix ? SUFFIXES[target.suffix] : "eq" };
}

function parseFilter(
  def: ResourceDef,
  target: { field: string; op: FilterOp },
  param: string,
  list: string[],
): Filter | null {
  const field = def.fields[target.field];
  if (target.op === "like" && !isTextual(field)) throw badRequest("errors:unknownFilterField", { field: param });
  if ((target.op === "gte" || target.op === "lte") && !isOrdered(field))
    throw badRequest("errors:unknownFilterField", { field: param });
  // An emptied filter input in the UI still sends its key: it means "no filter", not "equals ''".
  const given = list.filter((v) => v.trim() !== "");
  if (given.length === 0) return null;
  if (given.length > MAX_FILTER_VALUES) throw badRequest("errors:invalidFilterValue", { field: param });
  if (target.op === "eq") {
    const parsed = given.map((v) => parseFilterValue(field, v, param));
    return parsed.length === 1 ? { ...target, value: parsed[0] } : { ...target, op: "in", value: parsed };
  }
  if (given.length > 1) throw badRequest("errors:invalidFilterValue", { field: param });
  const value = target.op === "like" ? likeText(given[0], param) : parseFilterValue(field, given[0], param);
  return { ...target, value };
}

function likeText(value: string, param: string): string {
  if (value.length > MAX_FILTER_VALUE_LENGTH || value.includes("\u0000"))
    throw badRequest("errors:invalidFilterValue", { field: param });
  return value.trim();
}

// The window and the sort are shared by every list, the custom ones (users, logs, one's own
// activity) too: one rule, one set of 400s.

/** `_start`/`_end` as offset and limit; without `_end`, a page of `size` rows. */
export function parsePage(raw: RawQuery, size = MAX_PAGE_SIZE): { offset: number; limit: number } {
  const start = single(raw, "_start", "errors:invalidPagination");
  const end = single(raw, "_end", "errors:invalidPagination");
  const offset = start === undefined ? 0 : nonNegative(start);
  const stop = end === undefined ? offset + size : nonNegative(end);
  if (stop < offset) throw badRequest("errors:invalidPagination");
  return { offset, limit: Math.min(stop - offset, MAX_PAGE_SIZE) };
}

function nonNegative(value: string): number {
  const n = Number(value);
  if (!/^\d{1,15}$/.test(value) || !Number.isSafeInteger(n)) throw badRequest("errors:invalidPagination");
  return n;
}

/** `_sort`/`_order` over the allowed fields, in the order given; no `_sort` is no sort. */
export function parseSort(sorters: readonly string[], raw: RawQuery): Sort[] {
  const fields = splitList(single(raw, "_sort", "errors:unknownSortField"));
  const orders = splitList(single(raw, "_order", "errors:invalidSortOrder")).map((o) => o.toLowerCase());
  if (!fields.length) {
    if (orders.length) throw badRequest("errors:invalidSortOrder", { order: clip(orders.join(",")) });
    return [];
  }
  // json-server also accepts one _order for every field; Refine sends one per field.
  if (orders.length > 1 && orders.length !== fields.length)
    throw badRequest("errors:invalidSortOrder", { order: clip(orders.join(",")) });
  const sort: Sort[] = [];
  fields.forEach((field, i) => {
    if (!sorters.includes(field)) throw badRequest("errors:unknownSortField", { field: clip(field) });
    const order = orders.length > 1 ? orders[i] : (orders[0] ?? "asc");
    if (order !== "asc" && order !== "desc") throw badRequest("errors:invalidSortOrder", { order: clip(order) });
    if (!sort.some((s) => s.field === field)) sort.push({ field, order });
  });
  return sort;
}

function parseSearch(def: ResourceDef, raw: RawQuery): string | undefined {
  const q = single(raw, "q", "errors:invalidFilterValue");
  if (q === undefined) return undefined;
  if (!def.list.search.length) throw badRequest("errors:unknownQueryParam", { param: "q" });
  const text = likeText(q, "q");
  return text === "" ? undefined : text;
}

function single(raw: RawQuery, name: string, key: string): string | undefined {
  if (!Object.hasOwn(raw, name)) return undefined;
  const list = values(raw[name], name);
  if (list.length !== 1) throw badRequest(key, { field: name, param: name, order: "" });
  return list[0];
}

function values(value: unknown, param: string): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((v) => typeof v === "string")) throw badRequest("errors:invalidFilterValue", { field: clip(param) });
  return list as string[];
}

function splitList(value: string | undefined): string[] {
  if (value === undefined || value.trim() === "") return [];
  return value.split(",").map((s) => s.trim());
}

/** Echoed names are shortened so a hostile parameter cannot bloat the answer. */
export function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
