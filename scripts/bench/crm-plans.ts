import {
  sql,
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";
import { columnOf, getResource } from "../../resources/index.js";
import { parseListQuery } from "../../api/crud/list-query.js";
import { applyFilters, applySort } from "../../api/crud/list-sql.js";
import { selectRows } from "../../api/crud/read-rows.js";
import { ALL_ROWS, scopeCondition, scopeOfRule, type RowScopeValue } from "../../api/crud/row-scope.js";
import { findDuplicates } from "../../api/modules/crm/duplicates.js";
import { scopeRule } from "../../resources/index.js";
import type { CrmLookups } from "./crm-lookups.js";

// The queries behind the CRM bench's requests, for query-plans.ts's EXPLAIN ANALYZE: built by the
// API's own code (the generic list's, and the duplicate check's, caught as it runs), so the
// plans are of the SQL the API sends.

type Query = { name: string; build: () => Compilable<unknown> };

const fixed = (compiled: CompiledQuery): Compilable<unknown> => ({ compile: () => compiled });

function listQuery(
  db: Kysely<any>,
  resource: string,
  url: string,
  scope: RowScopeValue,
  count: boolean,
): Compilable<unknown> {
  const def = getResource(resource)!;
  const query = parseListQuery(def, Object.fromEntries(new URLSearchParams(url)));
  const where = scopeCondition(def, scope);
  if (count)
    return applyFilters(
      db.selectFrom(def.table).select(sql<number>`count(*)::int`.as("total")).where(where),
      def,
      query,
    );
  return applySort(applyFilters(selectRows(db, def).where(where), def, query), def, query.sort)
    .offset(query.offset)
    .limit(query.limit);
}

// As api/modules/kanban/board-totals.ts builds it (value and probability of the leads' boards).
function boardTotals(db: Kysely<any>, url: string, scope: RowScopeValue): Compilable<unknown> {
  const def = getResource("leads")!;
  const { filters, search } = parseListQuery(def, Object.fromEntries(new URLSearchParams(url)));
  const column = sql.ref(`leads.${columnOf(def, "stage_id")}`);
  const value = sql`coalesce(leads.estimated_value, 0)`;
  return applyFilters(db.selectFrom("leads").where(scopeCondition(def, scope)), def, { filters, search })
    .select([
      column.as("column"),
      sql<number>`count(*)::int`.as("count"),
      sql`sum(${value})::bigint`.as("value"),
      sql`round(sum(${value} * coalesce(leads.probability, 0)) / 100.0)::bigint`.as("weighted"),
    ])
    .groupBy(column);
}

/** Runs findDuplicates once and keeps the statement it sent. */
async function duplicatesQuery(db: Kysely<any>, probe: object, scope: RowScopeValue): Promise<Compilable<unknown>> {
  let caught: CompiledQuery | undefined;
  const spy: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      caught = db.getExecutor().compileQuery(node as RootOperationNode, queryId);
      return node;
    },
    transformResult: async ({ result }) => result as QueryResult<UnknownRow>,
  };
  await findDuplicates(db.withPlugin(spy), probe, { visible: scopeCondition(getResource("leads")!, scope) });
  if (!caught) throw new Error("The duplicate check sent no query.");
  return fixed(caught);
}

export async function crmPlanQueries(db: Kysely<any>, l: CrmLookups): Promise<Query[]> {
  const leads = getResource("leads")!;
  const activities = getResource("lead-activities")!;
  const as = (def: typeof leads) => scopeOfRule(scopeRule(def, ["commercial"], "list")!, l.commercial.id, null, "list");
  const own = as(leads);
  const ownActivities = as(activities);
  const list = `lead_status_id=${l.status}&_sort=estimated_value&_order=desc&_start=0&_end=20`;
  const column =
    `pipeline_id=${l.pipeline}&stage_id=${l.stage}` + `&_sort=stage_position,id&_order=asc,asc&_start=0&_end=20`;
  const month =
    `owner_id=${l.commercial.id}&due_at_gte=${encodeURIComponent(l.month.from)}`
    + `&due_at_lte=${encodeURIComponent(l.month.to)}&_sort=due_at&_order=asc&_start=0&_end=1000`;
  const [match, none] = [l.probes.found[0], l.probes.none[0]];
  const nameOnly = l.probes.found[3];
  const dupes = await Promise.all([
    duplicatesQuery(db, match, own),
    duplicatesQuery(db, none, own),
    duplicatesQuery(db, nameOnly, own),
  ]);
  return [
    { name: "leads: status page by value", build: () => listQuery(db, "leads", list, ALL_ROWS, false) },
    { name: "leads: status count", build: () => listQuery(db, "leads", list, ALL_ROWS, true) },
    { name: "leads: commercial's status page by value", build: () => listQuery(db, "leads", list, own, false) },
    { name: "leads: commercial's status count", build: () => listQuery(db, "leads", list, own, true) },
    { name: "pipeline: column page", build: () => listQuery(db, "leads", column, ALL_ROWS, false) },
    { name: "pipeline: column count", build: () => listQuery(db, "leads", column, ALL_ROWS, true) },
    { name: "pipeline: commercial's column page", build: () => listQuery(db, "leads", column, own, false) },
    { name: "pipeline: column totals", build: () => boardTotals(db, `pipeline_id=${l.pipeline}`, ALL_ROWS) },
    { name: "pipeline: commercial's column totals", build: () => boardTotals(db, `pipeline_id=${l.pipeline}`, own) },
    {
      name: "calendar: commercial's month",
      build: () => listQuery(db, "lead-activities", month, ownActivities, false),
    },
    {
      name: "calendar: commercial's month count",
      build: () => listQuery(db, "lead-activities", month, ownActivities, true),
    },
    { name: "duplicates: all four fields, a match", build: () => dupes[0] },
    { name: "duplicates: all four fields, no match", build: () => dupes[1] },
    { name: "duplicates: similar name in the commonest company", build: () => dupes[2] },
  ];
}
