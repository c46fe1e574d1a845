import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { FilterValue } from "./filter-value.js";
import type { Filter } from "./list-query.js";

// A datetime filter compares at the precision the API writes instants in: milliseconds. PostgreSQL
// keeps microseconds (a created_at set by now()), so the instant a list answered, sent back as a
// filter, would otherwise never equal its own row, and "until" that instant would leave the row
// out. Each millisecond stands for the whole of it; the column stays bare, so its indexes still serve.

const instant = (value: FilterValue) => sql`cast(${value} as timestamptz)`;
const nextMillisecond = (value: FilterValue) => sql`(cast(${value} as timestamptz) + interval '1 millisecond')`;

function within(expr: RawBuilder<unknown>, value: FilterValue): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${expr} >= ${instant(value)} and ${expr} < ${nextMillisecond(value)})`;
}

export function datetimeCondition(expr: RawBuilder<unknown>, filter: Filter): RawBuilder<SqlBool> | null {
  const value = filter.value as FilterValue;
  switch (filter.op) {
    case "eq":
      return within(expr, value);
    case "in":
      return sql<SqlBool>`(${sql.join(
        (filter.value as FilterValue[]).map((v) => within(expr, v)),
        sql` or `,
      )})`;
    case "ne":
      // A row without a value is also "not equal" to the value.
      return sql<SqlBool>`(${expr} is null or not ${within(expr, value)})`;
    case "gte":
      return sql<SqlBool>`${expr} >= ${instant(value)}`;
    case "lte":
      return sql<SqlBool>`${expr} < ${nextMillisecond(value)}`;
    default:
      return null;
  }
}
