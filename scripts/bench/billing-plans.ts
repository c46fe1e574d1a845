import { sql, type Compilable, type Kysely } from "kysely";
import { columnOf, getResource } from "../../resources/index.js";
import { parseListQuery } from "../../api/crud/list-query.js";
import { applyFilters, applySort } from "../../api/crud/list-sql.js";
import { selectRows } from "../../api/crud/read-rows.js";
import { ALL_ROWS, scopeCondition } from "../../api/crud/row-scope.js";
import { explainQueries, type PlanFigure, type Query } from "./query-plans.js";
import type { InvoiceFilter } from "./billing-api.js";

// The queries behind the billing bench's list requests, for EXPLAIN ANALYZE: built by the API's
// own code as an admin sends them (the generic list's page and count, api/crud/read-rows.ts's
// listRows; the totals, api/crud/list-totals.ts), so the plans are of the SQL the API sends.

export function billingPlanQueries(db: Kysely<any>, filters: InvoiceFilter[]): Query[] {
  const def = getResource("invoices")!;
  const where = scopeCondition(def, ALL_ROWS);
  const parsed = (text: string) => parseListQuery(def, Object.fromEntries(new URLSearchParams(text)));
  const sums = (def.list.totals ?? []).map((field) =>
    sql<number>`coalesce(sum(${sql.ref(`${def.table}.${columnOf(def, field)}`)}), 0)`.as(field),
  );
  return filters.flatMap((f): Query[] => {
    const query = parsed(`${f.filters}&${f.page}`);
    const page = (): Compilable<unknown> =>
      applySort(applyFilters(selectRows(db, def).where(where), def, query), def, query.sort)
        .offset(query.offset)
        .limit(query.limit);
    const count = (): Compilable<unknown> =>
      applyFilters(db.selectFrom(def.table).select(sql<number>`count(*)::int`.as("total")).where(where), def, query);
    const totals = (): Compilable<unknown> =>
      applyFilters(
        db
          .selectFrom(def.table)
          .select([sql<number>`count(*)::int`.as("count"), ...sums])
          .where(where),
        def,
        query,
      );
    return [
      { name: `invoices page: ${f.name}`, build: page },
      { name: `invoices count: ${f.name}`, build: count },
      { name: `invoices totals: ${f.name}`, build: totals },
    ];
  });
}

export function billingPlans(db: Kysely<any>, filters: InvoiceFilter[]): Promise<PlanFigure[]> {
  return explainQueries(db, billingPlanQueries(db, filters));
}
