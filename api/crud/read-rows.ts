import { sql, type Kysely, type SqlBool } from "kysely";
import type { ResourceDef } from "../../resources/index.js";
import { selectList } from "./field-sql.js";
import { applyFilters, applySort } from "./list-sql.js";
import type { ListQuery } from "./list-query.js";

export type Row = Record<string, unknown>;

export function selectRows(db: Kysely<any>, def: ResourceDef) {
  return db.selectFrom(def.table).select(selectList(def));
}

export function byId(def: ResourceDef, id: number) {
  return sql<SqlBool>`${sql.ref(`${def.table}.id`)} = ${id}`;
}

export async function findRow(db: Kysely<any>, def: ResourceDef, id: number): Promise<Row | undefined> {
  return selectRows(db, def).where(byId(def, id)).executeTakeFirst();
}

/** One page and the total under the same filters (the x-total-count header). */
export async function listRows(db: Kysely<any>, def: ResourceDef, query: ListQuery): Promise<{ rows: Row[]; total: number }> {
  const page = applySort(applyFilters(selectRows(db, def), def, query), def, query.sort).offset(query.offset).limit(query.limit);
  const count = applyFilters(db.selectFrom(def.table).select(sql<number>`count(*)::int`.as("total")), def, query);
  const rows = query.limit === 0 ? [] : await page.execute();
  const { total } = await count.executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}
