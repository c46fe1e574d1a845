import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { contains } from "../../crud/list-sql.js";
import { selectUsers, withRole, type UserRow } from "./user-rows.js";
import { parsePage, parseSort, type Sort } from "../../crud/list-query.js";
import { SORTABLE } from "./user-schemas.js";

// The users list in the simple-rest dialect (docs/product.md#http-contract): the filters are checked by
// listUsersQuery, the window and the sort by the generic lists' own rules.
export interface UsersQuery {
  id?: number[];
  role?: string[];
  name_like?: string;
  email_like?: string;
  q?: string;
  active?: boolean;
  client_id?: number;
}

export interface UsersPage {
  offset: number;
  limit: number;
  sort: Sort[];
}

/** The window and sort of the query string: the same 400s as every generic list. */
export function usersPage(query: Record<string, unknown>): UsersPage {
  return { ...parsePage(query), sort: parseSort(SORTABLE, query) };
}

const TEXT_SORTS = new Set(["name", "lastname", "email"]);

function filtered<QB extends { where: any }>(query: QB, q: UsersQuery): QB {
  let out: any = query;
  if (q.id?.length) out = out.where("u.id", "in", q.id);
  if (q.role?.length) {
    out =
      out.where(sql<boolean>`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id =
        u.id and
        r.name in (${sql.join(q.role)}))`);
  }
  const fullName = sql`concat_ws(' ', u.name, u.lastname)`;
  if (q.name_like?.trim()) out = out.where(contains(fullName, q.name_like.trim()));
  if (q.email_like?.trim()) out = out.where(contains(sql`u.email`, q.email_like.trim()));
  if (q.q?.trim()) out = out.where(contains(sql`concat_ws(' ', u.name, u.lastname, u.email)`, q.q.trim()));
  if (q.active !== undefined) out = out.where("u.active", "=", q.active);
  if (q.client_id !== undefined) out = out.where("u.client_id", "=", q.client_id);
  return out;
}

export async function listUsers(
  db: Kysely<Database>,
  q: UsersQuery,
  { offset, limit, sort }: UsersPage,
): Promise<{ rows: UserRow[]; total: number }> {
  let page = filtered(selectUsers(db), q);
  for (const { field, order } of sort) {
    // Text sorts like the generic lists: accent- and case-free first, then byte order, the same on every server.
    const column = sql.ref(`u.${field}`);
    const keys = TEXT_SORTS.has(field)
      ? [sql`unaccent_lower(${column}) collate "C"`, sql`${column} collate "C"`]
      : [column];
    for (const key of keys) page = page.orderBy(key, order);
  }
  page = page.orderBy("u.id").offset(offset).limit(limit);
  const count = filtered(db.selectFrom("users as u").select(sql<number>`count(*)::int`.as("total")), q);
  const rows = limit === 0 ? [] : await page.execute();
  const { total } = await count.executeTakeFirstOrThrow();
  return { rows: rows.map((r) => withRole(r) as UserRow), total: Number(total) };
}
