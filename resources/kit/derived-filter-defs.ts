// The list filters a declaration derives from a rule over its fields (api/crud/derived-filters.ts
// writes their SQL): overdue rows and named yes/no flags, and the rules an area writes itself.
/**
 * One condition of a flag: a field empty or not; a boolean field true or false; a field equal to
 * one value; a number above a value; or, through a reference, a boolean field of the referenced
 * row (false when there is none).
 */
export type FlagCondition<N extends string = string> =
  | { field: N; empty: boolean }
  | { field: N; is: boolean }
  | { field: N; equals: string }
  | { field: N; above: number }
  | { field: N; referenced: { resource: string; field: string; is: boolean } };

/**
 * A list filter whose rule is an area's own code (a ticket's SLA clock, a project at risk): its SQL
 * comes with the area's API manifest (api/crud/rule-filters.ts). The declaration says what the web
 * and the API's checks need: the values it takes (["true", "false"] for a yes/no one, offered only
 * by links; other values are a choice the filter bar offers) and the fields its rule reads (a user
 * who may not read one of them may not filter by it).
 */
export interface RuleFilterDef<N extends string = string> {
  values: readonly string[];
  reads: readonly N[];
}

/**
 * A row is overdue when its `date` is before today and it is not done: `doneWhen.set` names a
 * field the server sets once the row is done (a task's completion time), `doneWhen.settled` an
 * amount that is done once nothing of it is left (an invoice's outstanding), `doneWhen.reaches` a
 * number that says so from a value on (a project's progress at 100).
 */
export interface OverdueDef<N extends string = string> {
  date: N;
  doneWhen: { set: N } | { settled: N } | { reaches: { field: N; value: number } };
}
