import { sql } from "kysely";
import { TICKET_STATUSES, UNKNOWN_STATUS } from "../../../resources/support/ticket-options.js";
import { SLA_FILTER } from "./sla/sla-filter.js";
import { scopeCondition } from "../../crud/row-scope.js";
import { link, num, numOrNull, resourceDef, within, type DashboardContext } from "../dashboard/dashboard-context.js";
import type { SupportFigures } from "../../../resources/support/dashboard-answer.js";

// Support (resource tickets): open tickets (any status but resolved) by status, the resolution
// clocks at risk and breached (the tickets' `sla` filter), the median minutes to the first
// response and to the resolution of the tickets created in the 30 days ending the range's last
// day, and the ratings given in the range (4 or 5 stars count as satisfied).

const TICKETS = resourceDef("tickets");
const OPEN_STATUSES = TICKET_STATUSES.filter((s) => s !== "resolved");
const SATISFIED_FROM = 4;

const round = (value: unknown, decimals: number) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10 ** decimals) / 10 ** decimals;

export async function supportFigures(c: DashboardContext): Promise<SupportFigures | null> {
  const scope = await c.scope("tickets");
  if (!scope) return null;
  const inScope = scopeCondition(TICKETS, scope);
  const { last30, current } = c.range.at;
  const created30 = sql`tickets.created_at >= ${last30.start} and tickets.created_at < ${last30.until}`;
  const rated = sql`tickets.rated_at >= ${current.start} and tickets.rated_at < ${current.until} and tickets.rating >=
    1`;
  const running = sql`tickets.resolved_at is null and tickets.sla_paused_at is null`;
  const [byStatus, clocks, medians, ratings] = await Promise.all([
    sql<{ status: string; count: number }>`
      select case when tickets.status in (${sql.join([...TICKET_STATUSES])}) then tickets.status else ${UNKNOWN_STATUS}
      end as status, count(*)::int as count
      from tickets where tickets.status <> 'resolved' and ${inScope} group by 1`.execute(c.db),
    // The partial index's own predicate (running, past the warn point) first, then the sla filter's.
    sql<Record<string, number>>`
      select count(*) filter (where ${SLA_FILTER.condition("at_risk")})::int as at_risk, count(*) filter (where
      ${SLA_FILTER.condition("breached")})::int as breached
      from tickets where ${running} and tickets.resolution_warn_at <= now() and ${inScope}`.execute(c.db),
    sql<Record<string, number | null>>`
      select percentile_cont(0.5) within group (order by tickets.first_response_minutes) as first_response,
        percentile_cont(0.5) within group (order by tickets.resolution_minutes) as resolution
      from tickets where ${created30} and ${inScope}`.execute(c.db),
    sql<Record<string, string | number | null>>`
      select avg(tickets.rating) as average, count(*)::int as rated, count(*) filter (where tickets.rating >=
      ${SATISFIED_FROM})::int as satisfied
      from tickets where tickets.rating is not null and ${rated} and ${inScope}`.execute(c.db),
  ]);
  const t = { ...clocks.rows[0], ...medians.rows[0], ...ratings.rows[0] };
  const counts = new Map(byStatus.rows.map((r) => [r.status, num(r.count)]));
  const statuses = [...OPEN_STATUSES, ...(counts.get(UNKNOWN_STATUS) ? [UNKNOWN_STATUS] : [])];
  const ratedCount = num(t.rated);
  return {
    open_by_status: statuses.map((status) => ({
      status,
      count: counts.get(status) ?? 0,
      link: link("tickets", { status }),
    })),
    sla: {
      at_risk: { value: num(t.at_risk), link: link("tickets", { sla: "at_risk" }) },
      breached: { value: num(t.breached), link: link("tickets", { sla: "breached" }) },
    },
    first_response_median_minutes: round(t.first_response, 1),
    resolution_median_minutes: round(t.resolution, 1),
    satisfaction: {
      average: round(numOrNull(t.average), 2),
      count: ratedCount,
      satisfied_percent: ratedCount ? round((num(t.satisfied) * 100) / ratedCount, 1) : null,
      link: link("tickets", { ...within("rated_at", current), rating_gte: "1" }),
    },
  };
}
