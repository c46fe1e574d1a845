import { sql, type Kysely } from "kysely";
import { ADMIN_ONLY, EVERYONE_READ } from "../../resources/kit/permissions.js";
import { RESOURCES, scopeRule, type ResourceDef } from "../../resources/index.js";
import { narrows, scopeCondition, scopeOfRule, type RowScopeValue } from "./row-scope.js";
import { hasNoStaffRole } from "../../resources/kit/permissions.js";
import { columnsForOutsiders } from "./staff-only.js";
import type { Database } from "../db/schema.js";

// Who may hear of which rows (issue 10): the one place that decides it for live events, with
// the same rules as reads. A live event reaches a reader only with the ids of rows that reader
// could list right now, so a client never learns another client's ids and no client hears of an
// internal comment. Readers with the same scope share one query per event.

/** A live stream's user, as the hub keeps it (its client re-read when its account changes). */
export interface LiveReader {
  id: number;
  roles: readonly string[];
  clientId: number | null;
}

/**
 * What a table is heard as: each declared resource on it, and the screens of custom modules.
 * `ownRow`: each reader hears only of its own row (its account, as "me", for the profile page).
 * `ownField`: each reader hears only of the rows this column says are theirs (their notifications).
 */
export type LiveTarget = Pick<ResourceDef, "name" | "table" | "permissions" | "scope" | "fields"> & {
  ownRow?: true;
  ownField?: string;
};

const CUSTOM_TARGETS: LiveTarget[] = [
  { name: "users", table: "users", permissions: ADMIN_ONLY, fields: {} },
  { name: "me", table: "users", permissions: EVERYONE_READ, fields: {}, ownRow: true },
  { name: "company", table: "company", permissions: EVERYONE_READ, fields: {} },
  { name: "notifications", table: "notifications", permissions: EVERYONE_READ, fields: {}, ownField: "user_id" },
];

const TARGETS: LiveTarget[] = [...RESOURCES, ...CUSTOM_TARGETS];
const BY_TABLE = new Map<string, LiveTarget[]>();
for (const target of TARGETS) BY_TABLE.set(target.table, [...(BY_TABLE.get(target.table) ?? []), target]);
const BY_NAME = new Map(TARGETS.map((target) => [target.name, target]));

export function liveTargetsOf(table: string): readonly LiveTarget[] {
  return BY_TABLE.get(table) ?? [];
}

export function liveTarget(resource: string): LiveTarget | undefined {
  return BY_NAME.get(resource);
}

/** The reader's scope on a target, or null when the reader may not list it at all. */
export function liveScope(target: LiveTarget, reader: LiveReader): RowScopeValue | null {
  if (target.ownRow) return { kind: "rows", field: "id", value: reader.id };
  if (target.ownField) return { kind: "rows", field: target.ownField, value: reader.id };
  const rule = scopeRule(target, reader.roles, "list");
  return rule ? scopeOfRule(rule, reader.id, reader.clientId, "list") : null;
}

/**
 * Whether an update that changed `columns` (when the table names them) shows this reader anything:
 * a client reads no staff-only field, nor a column no field declares (an SLA warning's marker), so
 * an update of those alone is the team's own business.
 */
export function hearsColumns(target: LiveTarget, reader: LiveReader, columns: readonly string[] | undefined): boolean {
  if (!columns || !hasNoStaffRole(reader.roles)) return true;
  const shown = columnsForOutsiders(target);
  return columns.some((column) => shown.has(column));
}

/** Readers sharing this key see exactly the same rows of the target. */
export function scopeKey(target: LiveTarget, scope: RowScopeValue): string {
  if (!narrows(target as ResourceDef, scope)) return "all";
  return JSON.stringify(scope);
}

/**
 * The ids among `ids` a reader with this scope may list. A deleted row is judged on its image
 * in live_deleted, with the projects and tasks it hangs from read together with the ones deleted
 * alongside it (a project deleted with its tasks is still its client's to hear about).
 */
export async function visibleIds(
  db: Kysely<Database>,
  target: LiveTarget,
  scope: RowScopeValue,
  ids: readonly number[],
  deleted: boolean,
): Promise<number[]> {
  if (!ids.length) return [];
  // One's own row needs no query: its id is the reader's.
  if (target.ownRow && scope.kind === "rows") return ids.filter((id) => id === scope.value);
  const def = target as ResourceDef;
  if (!narrows(def, scope)) return [...ids];
  const condition = scopeCondition(def, scope, "live_row");
  const query = deleted
    ? sql<{ id: number }>`
        with projects as (${withTombstones("projects")}), tasks as (${withTombstones("tasks")})
        select live_row.id from live_deleted d cross join lateral jsonb_populate_record(null::${sql.table(def.table)},
        d.row) as live_row
        where d.table_name = ${def.table} and d.row_id in (${sql.join(ids.map(String))}) and ${condition}`
    : sql<{
        id: number;
      }>`select live_row.id from ${sql.table(def.table)} as live_row where live_row.id in (${sql.join(ids)}) and
        ${condition}`;
  const { rows } = await query.execute(db);
  return [...new Set(rows.map((r) => r.id))];
}

// A CTE named like the table hides it inside the query, so the scope rules, which name
// `projects` and `tasks`, also find the rows deleted a moment ago.
function withTombstones(table: string) {
  return sql`select * from ${sql.table(table)} union all select (jsonb_populate_record(null::${sql.table(table)},
    t.row)).* from live_deleted t where t.table_name = ${table}`;
}
