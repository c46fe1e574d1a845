import { sql, type RawBuilder, type SqlBool } from "kysely";
import { flagCondition, overdueCondition } from "../../crud/derived-filters.js";
import { shareOfSql } from "../../crud/money-sql.js";
import { scopeCondition, type RowScopeValue } from "../../crud/row-scope.js";
import {
  link,
  num,
  numOrNull,
  resourceDef,
  within,
  type DashboardContext,
  type Figure,
} from "../dashboard/dashboard-context.js";
import type { Instants } from "../dashboard/dashboard-range.js";
import type { SalesFigures } from "../../../resources/crm/dashboard-answer.js";

// Sales (resources leads, lead-activities): the open pipeline, won deals in the range against the
// previous period, the leads created in the range by status and by source, the funnel of the
// first active pipeline, overdue follow-ups and campaigns by cost per lead. The conditions are the
// leads' own flags (resources/crm/leads.ts: open and won read the outcome; no_status, no_source),
// in one pass over the leads grouped by stage, which answers several figures at once.

const LEADS = resourceDef("leads");
const ACTIVITIES = resourceDef("lead-activities");
const CAMPAIGNS_SHOWN = 10;

export async function salesFigures(c: DashboardContext): Promise<SalesFigures | null> {
  const scope = await c.scope("leads");
  if (!scope) return null;
  const inScope = scopeCondition(LEADS, scope, "l");
  const [groups, created, funnel, overdue, campaigns] = await Promise.all([
    stageGroups(c, scope),
    createdInRange(c, inScope),
    funnelStages(c),
    overdueFollowUps(c),
    campaignsByCost(c, inScope),
  ]);
  return {
    ...pipelineAndWon(c, groups),
    ...created,
    funnel: funnelOf(funnel, groups),
    overdue_follow_ups: overdue,
    campaigns,
  };
}

// One pass over the reader's leads, grouped by stage: the open pipeline, the deals won in the
// range and the previous period (by when they were won), and the funnel's columns.
interface StageGroup {
  stage_id: number | null;
  pipeline_id: number | null;
  [figure: string]: unknown;
}

async function stageGroups(c: DashboardContext, scope: RowScopeValue): Promise<StageGroup[]> {
  const { current, previous } = c.range.at;
  const open = flagCondition(LEADS, "open");
  const won = (at: Instants) =>
    sql<SqlBool>`(${flagCondition(LEADS, "won")} and leads.won_at >= ${at.start} and leads.won_at < ${at.until})`;
  const { rows } = await sql<StageGroup>`
    select leads.stage_id, leads.pipeline_id, count(*) as leads, sum(leads.estimated_value) as value,
      count(*) filter (where ${open}) as open, sum(leads.estimated_value) filter (where ${open}) as open_value,
      sum(leads.weighted_value) filter (where ${open}) as weighted_value,
      count(*) filter (where ${won(current)}) as won_count,
      sum(leads.estimated_value) filter (where ${won(current)}) as won_value,
      count(*) filter (where ${won(previous)}) as won_before,
      sum(leads.estimated_value) filter (where ${won(previous)}) as won_before_value
    from leads where ${scopeCondition(LEADS, scope)} group by leads.stage_id, leads.pipeline_id`.execute(c.db);
  return rows;
}

function pipelineAndWon(c: DashboardContext, groups: StageGroup[]) {
  const total = (key: string) => groups.reduce((a, r) => a + num(r[key]), 0);
  const { current, previous } = c.range.at;
  const openLink = link("leads", { open: "true" });
  const wonLink = (at: Instants) => link("leads", { won: "true", ...within("won_at", at) });
  return {
    pipeline: {
      open: { value: total("open"), link: openLink },
      open_value: total("open_value"),
      weighted_value: total("weighted_value"),
      link: openLink,
    },
    won: {
      current: { count: total("won_count"), value: total("won_value"), link: wonLink(current) },
      previous: { count: total("won_before"), value: total("won_before_value"), link: wonLink(previous) },
    },
  };
}

async function createdInRange(c: DashboardContext, inScope: RawBuilder<SqlBool>) {
  const at = c.range.at.current;
  const created = within("created_at", at);
  const inRange = sql<SqlBool>`l.created_at >= ${at.start} and l.created_at < ${at.until}`;
  const [statuses, sources] = await Promise.all([
    sql<{ id: number | null; name: string | null; color: string | null; count: number }>`
      select l.lead_status_id as id, st.name, st.color, count(*)::int as count
      from leads l left join lead_statuses st on st.id = l.lead_status_id
      where ${inScope} and ${inRange}
      group by l.lead_status_id, st.name, st.color, st."order" order by st."order" nulls last,
      l.lead_status_id`.execute(c.db),
    sql<{ source: string | null; count: number }>`
      select l.source, count(*)::int as count from leads l where ${inScope} and ${inRange}
      group by l.source order by count(*) desc, l.source nulls last`.execute(c.db),
  ]);
  return {
    leads_by_status: statuses.rows.map((r) => ({
      id: r.id,
      name: r.name ?? c.t("dashboard-api:noStatus"),
      color: r.color,
      count: num(r.count),
      link: link("leads", {
        ...created,
        ...(r.id === null ? { no_status: "true" } : { lead_status_id: String(r.id) }),
      }),
    })),
    leads_by_source: sources.rows.map((r) => ({
      source: r.source,
      count: num(r.count),
      link: link("leads", { ...created, ...(r.source === null ? { no_source: "true" } : { source: r.source }) }),
    })),
  };
}

// The first active pipeline's stages in order, lost ones left out: how many leads are in each
// now, their value, and how many got at least that far (in it or in a later stage).
async function funnelStages(c: DashboardContext) {
  const pipeline = await c.db
    .selectFrom("pipelines")
    .select(["id", "name"])
    .where("active", "=", true)
    .orderBy("order")
    .orderBy("id")
    .executeTakeFirst();
  if (!pipeline) return null;
  const stages = await c.db
    .selectFrom("pipeline_stages")
    .select(["id", "name"])
    .where("pipeline_id", "=", pipeline.id)
    .where("outcome", "<>", "lost")
    .orderBy("order")
    .orderBy("id")
    .execute();
  return {
    id: pipeline.id,
    name: String(pipeline.name),
    stages: stages.map((s) => ({ id: s.id, name: String(s.name) })),
  };
}

function funnelOf(funnel: Awaited<ReturnType<typeof funnelStages>>, groups: StageGroup[]): SalesFigures["funnel"] {
  if (!funnel) return null;
  const inStage = (id: number) =>
    groups.filter((g) => Number(g.stage_id) === id && Number(g.pipeline_id) === funnel.id);
  let reached = 0;
  const stages = funnel.stages
    .map((s) => ({
      ...s,
      count: inStage(s.id).reduce((a, g) => a + num(g.leads), 0),
      value: inStage(s.id).reduce((a, g) => a + num(g.value), 0),
      reached: 0,
      link: link("leads", { pipeline_id: String(funnel.id), stage_id: String(s.id) }),
    }))
    .reverse()
    .map((stage) => ({ ...stage, reached: (reached += stage.count) }))
    .reverse();
  return { pipeline_id: funnel.id, pipeline_name: funnel.name, stages };
}

// The activities' own `overdue` filter, after the pending index's predicate (done_at is null, due
// before today), which changes no answer but lets the planner read that index.
async function overdueFollowUps(c: DashboardContext): Promise<Figure> {
  const scope = await c.scope("lead-activities");
  const overdue = link("lead-activities", { overdue: "true" });
  if (!scope) return { value: 0 };
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from lead_activities
    where lead_activities.due_at < current_date and lead_activities.done_at is null and ${overdueCondition(ACTIVITIES)}
    and ${scopeCondition(ACTIVITIES, scope)}`.execute(c.db);
  return { value: num(rows[0].n), link: overdue };
}

// Every lead of each campaign the reader sees (not only the range's): a campaign's budget is spent
// over its whole life. Cheapest lead first; campaigns without a budget after those with one.
async function campaignsByCost(c: DashboardContext, inScope: RawBuilder<SqlBool>): Promise<SalesFigures["campaigns"]> {
  const { rows } = await sql<{ id: number; name: string; leads: number; budget: string | null; cost: string | null }>`
    select k.id, k.name, n.leads, k.budget, ${shareOfSql(sql`k.budget`, sql`n.leads`)} as cost
    from (select l.campaign_id, count(*)::int as leads from leads l where l.campaign_id is not null and ${inScope} group
    by l.campaign_id) n
    join campaigns k on k.id = n.campaign_id
    order by cost asc nulls last, n.leads desc, k.id limit ${CAMPAIGNS_SHOWN}`.execute(c.db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    leads: num(r.leads),
    budget: numOrNull(r.budget),
    cost_per_lead: numOrNull(r.cost),
    link: link("leads", { campaign_id: String(r.id) }),
  }));
}
