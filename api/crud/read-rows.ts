import { sql, type Kysely, type SqlBool } from "kysely";
import type { ResourceDef } from "../../resources/index.js";
import type { CountScopes } from "./count-scope.js";
import { selectList } from "./field-sql.js";
import { applyFilters, applySort } from "./list-sql.js";
import type { ListQuery } from "./list-query.js";
import { ALL_ROWS, scopeCondition, type RowScopeValue } from "./row-scope.js";

export type Row = Record<string, unknown>;

export function selectRows(db: Kysely<any>, def: ResourceDef, counts?: CountScopes) {
  return db.selectFrom(def.table).select(selectList(def, counts));
}

export function byId(def: ResourceDef, id: number) {
  return sql<SqlBool>`${sql.ref(`${def.table}.id`)} = ${id}`;
}

/** One row inside the scope; `lock` holds it until the transaction ends (the before of a write). */
export async function findRow(db: Kysely<any>, def: ResourceDef, id: number, scope: RowScopeValue = ALL_ROWS, lock = false, counts?: CountScopes): Promise<Row | undefined> {
  const query = selectRows(db, def, counts).where(byId(def, id)).where(scopeCondition(def, scope));
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** One page and the total under the same filters and scope (the x-total-count header). */
export async function listRows(db: Kysely<any>, def: ResourceDef, query: ListQuery, scope: RowScopeValue = ALL_ROWS, counts?: CountScopes): Promise<{ rows: Row[]; total: number }> {
  const inScope = scopeCondition(def, scope);
  const page = applySort(applyFilters(selectRows(db, def, counts).where(inScope), def, query, counts), def, query.sort, counts).offset(query.offset).limit(query.limit);
  const count = applyFilters(db.selectFrom(def.table).select(sql<number>`count(*)::int`.as("total")).where(inScope), def, query, counts);
  const rows = query.limit === 0 ? [] : await page.execute();
  const { total } = await count.executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}
