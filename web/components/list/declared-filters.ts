// A filter bar's filters, derived from the declaration: the list's declared filters
// (def.list.filters, or a board's own) in their declared order, each shown by its field type (a
// reference or a choice picks one, a date or an amount takes a from/to pair), then the derived
// filters the resource declares (overdue, SLA). A page names only what it sets another way.
import { useMemo } from "react";
import type { ResourceDef } from "../../../resources/kit/types";
import { columnsForReader } from "../../../resources/kit/permissions";
import { OVERDUE_FILTER } from "../../../resources/kit/overdue";
import { ruleChoices, ruleReadsStaffOnly } from "../../../resources/kit/rule-filters";
import { allows } from "../../providers/access-control-provider";
import { readsAsOutsider } from "../../providers/session";
import type { FilterSpec } from "./url-filters";

/** Types a bar picks one value of, and types it takes a from/to pair of. */
const ONE_VALUE = new Set(["reference", "enum", "boolean", "tags"]);
const RANGED = new Set(["date", "money", "number", "integer"]);

export interface BarOptions {
  /** The declared filters to offer (default: the list's); a board-only page offers its board's. */
  from?: readonly string[];
  /** Filters the page sets another way: a pipeline chosen above the board, a switch of its own. */
  except?: readonly string[];
}

export interface BarReader {
  /** A client user: offered no staff-only field, and not its own client (every row is its own). */
  outsider: boolean;
  /** Whether the reader may list a resource: a reference it may not list has no options to pick. */
  mayList: (resource: string) => boolean;
}

export function declaredFilters(def: ResourceDef, reader: BarReader, options: BarOptions = {}): FilterSpec[] {
  const except = new Set(options.except ?? []);
  const offered = (name: string): boolean => {
    const field = def.fields[name];
    if (!field || field.hidden || name === "id" || except.has(name)) return false;
    if (reader.outsider && name === def.scope?.client) return false;
    if (field.type !== "reference") return true;
    // A row of the same list is found by search, not picked from a select.
    return field.reference !== def.name && reader.mayList(field.reference!);
  };
  const specs: FilterSpec[] = [];
  for (const name of columnsForReader(def, reader.outsider, options.from ?? def.list.filters).filter(offered)) {
    const type = def.fields[name].type;
    if (ONE_VALUE.has(type)) specs.push({ field: name });
    else if (RANGED.has(type)) specs.push({ field: name, range: true });
  }
  if (def.overdue && !except.has(OVERDUE_FILTER)) specs.push({ field: OVERDUE_FILTER });
  // A rule's choice is offered (a yes/no one only by links), not to a client when it reads the
  // team's own fields (the SLA clock).
  for (const name of Object.keys(def.ruleFilters ?? {})) {
    if (!ruleChoices(def, name) || except.has(name) || (reader.outsider && ruleReadsStaffOnly(def, name))) continue;
    specs.push({ field: name });
  }
  return specs;
}

/** The signed-in user's bar of a declared resource. */
export function useDeclaredFilters(def: ResourceDef, options: BarOptions = {}): FilterSpec[] {
  const key = JSON.stringify(options);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the options' text: new object each render
  return useMemo(() => {
    const reader = { outsider: readsAsOutsider(), mayList: (resource: string) => allows(resource, "list") };
    return declaredFilters(def, reader, options);
  }, [def, key]);
}
