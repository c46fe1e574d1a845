// The list filters a declaration derives from a rule over its fields (api/crud/derived-filters.ts
// writes their SQL): overdue rows, a service clock, a plan at risk and named yes/no flags.
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
 * At risk: `progress` behind the share of the time from `start` to `end` already gone (today, past
 * the end, is 100 %), or `actual` hours over `estimated` ones.
 */
export interface RiskDef<N extends string = string> {
  progress: N;
  start: N;
  end: N;
  estimated: N;
  actual: N;
}

/**
 * A clock on a row: `dueAt` is when it runs out, `warnAt` when it is at risk (75 % spent);
 * it stands still while `pausedAt` is set and is over once `doneAt` is.
 */
export interface SlaDef<N extends string = string> {
  dueAt: N;
  warnAt: N;
  pausedAt: N;
  doneAt: N;
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
