import { sql, type RawBuilder, type SqlBool } from "kysely";
import { columnOf, type ResourceDef } from "../../resources/index.js";
import { readableCondition } from "./field-sql.js";
import type { FilterValue } from "./filter-value.js";
import type { Filter } from "./list-query.js";
import { referenced, type ReadView } from "./reference-scope.js";

// A filter by a reference (`?depends_on_id=7`) answers as if a row the reader may not read did not
// exist: equal to it matches nothing, unequal to it matches everything. The id is checked once,
// against the referenced table by primary key, so the filter keeps using the column's index.

/** The condition of a filter on a reference the reader may not read every row of; null otherwise. */
export function referenceFilterCondition(
  def: ResourceDef,
  filter: Filter,
  view?: ReadView,
): RawBuilder<SqlBool> | null {
  const target = referenced(def.fields[filter.field]);
  const readable = readableCondition(target, "filter_row", view);
  if (!target || !readable) return null;
  const column = sql.ref(`${def.table}.${columnOf(def, filter.field)}`);
  const readableIds = (
    ids: FilterValue[],
  ) => sql`(select filter_row.id from ${sql.table(target.table)} as filter_row where filter_row.id in (${sql.join(ids)})
      and ${readable})`;
  switch (filter.op) {
    case "eq":
      return sql<SqlBool>`${column} in ${readableIds([filter.value as FilterValue])}`;
    case "in":
      return sql<SqlBool>`${column} in ${readableIds(filter.value as FilterValue[])}`;
    case "ne":
      return sql<SqlBool>`(${column} is distinct from ${filter.value} or ${column} not in
        ${readableIds([filter.value as FilterValue])})`;
    default:
      return null;
  }
}
