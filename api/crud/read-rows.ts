import { sql, type AliasedRawBuilder, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { ResourceDef } from "../../resources/index.js";
import type { ReadView } from "./reference-scope.js";
import { selectList } from "./field-sql.js";
import { applyFilters, applySort } from "./list-sql.js";
import type { ListQuery } from "./list-query.js";
import { ALL_ROWS, scopeCondition, type RowScopeValue } from "./row-scope.js";
import { dynamicTable } from "../db/dynamic-table.js";
import type { Database } from "../db/schema.js";

export type Row = Record<string, unknown>;

/** What a user's read adds: columns beyond the fields (`_can`) and conditions (derived filters). */
export interface ReadExtras {
  select?: AliasedRawBuilder<unknown, string>[];
  where?: RawBuilder<SqlBool>[];
}

export function selectRows(db: Kysely<Database>, def: ResourceDef, view?: ReadView, extras?: ReadExtras) {
  return dynamicTable(db)
    .selectFrom(def.table)
    .select([...selectList(def, view), ...(extras?.select ?? [])]);
}

function narrowed<Q extends { where(condition: RawBuilder<SqlBool>): Q }>(query: Q, extras?: ReadExtras): Q {
  return (extras?.where ?? []).reduce((q, condition) => q.where(condition), query);
}

export function byId(def: ResourceDef, id: number) {
  return sql<SqlBool>`${sql.ref(`${def.table}.id`)} = ${id}`;
}

/** One row inside the scope; `lock` holds it until the transaction ends (the before of a write). */
export async function findRow(
  db: Kysely<Database>,
  def: ResourceDef,
  id: number,
  scope: RowScopeValue = ALL_ROWS,
  lock = false,
  view?: ReadView,
  extras?: ReadExtras,
): Promise<Row | undefined> {
  const query = selectRows(db, def, view, extras).where(byId(def, id)).where(scopeCondition(def, scope));
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** One page and the total under the same filters and scope (the x-total-count header). */
export async function listRows(
  db: Kysely<Database>,
  def: ResourceDef,
  query: ListQuery,
  scope: RowScopeValue = ALL_ROWS,
  view?: ReadView,
  extras?: ReadExtras,
): Promise<{ rows: Row[]; total: number }> {
  const inScope = scopeCondition(def, scope);
  const page = applySort(
    applyFilters(narrowed(selectRows(db, def, view, extras).where(inScope), extras), def, query, view),
    def,
    query.sort,
    view,
  )
    .offset(query.offset)
    .limit(query.limit);
  const count = applyFilters(
    narrowed(
      dynamicTable(db).selectFrom(def.table).select(sql<number>`count(*)::int`.as("total")).where(inScope),
      extras,
    ),
    def,
    query,
    view,
  );
  const rows = query.limit === 0 ? [] : await page.execute();
  const { total } = await count.executeTakeFirstOrThrow();
  return { rows, total };
}
