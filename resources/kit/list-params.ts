import type { ResourceDef } from "./types.js";

// How a list's query parameter names one of its declared filters: the field itself (`status`,
// equal to one value or any of several) or the field with a suffix (`budget_gte`, `name_like`).
// The API parses lists by it (api/crud/list-query.ts); the web reads links and addresses by it.

export type FilterSuffix = "ne" | "gte" | "lte" | "like";

const SUFFIXED = /^(.+)_(ne|gte|lte|like)$/;

/** The declared list filter `param` names, and its suffix; undefined when it names none. */
export function listFilterOf(
  def: Pick<ResourceDef, "list">,
  param: string,
): { field: string; suffix?: FilterSuffix } | undefined {
  if (def.list.filters.includes(param)) return { field: param };
  const m = SUFFIXED.exec(param);
  return m && def.list.filters.includes(m[1]) ? { field: m[1], suffix: m[2] as FilterSuffix } : undefined;
}
