import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { seedDemo } from "../../../api/seed/seed-demo.js";
import { countRows, hasLargeData, seedLargeData, type LargeDataSize } from "../../../api/seed/large-data.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";
import { normalizePhone } from "../../../api/modules/crm/phone.js";
import { scoreBreakdown } from "../../../api/modules/crm/lead-score.js";
import { scanSla } from "../../../api/modules/support/sla/sla-scan.js";

// The large data set's loader, at a small size: the same statements as `npm run seed -- --large`,
// checked for what the triggers would have computed (they are off during the load), for links
// that never form a cycle, and for triggers that work again afterwards.
const SIZE: LargeDataSize = {
  projects: 40,
  tasks: 1_000,
  clients: 12,
  managers: 4,
  staff: 6,
  dependencyPercent: 30,
  timeEntries: 300,
  leads: 2_000,
  activities: 6_000,
  campaigns: 8,
  tickets: 1_500,
  ticketMessages: 9_000,
  invoices: 300,
  invoiceLines: 1_200,
};

describe.each(DATABASE_KINDS)("large data set on %s", (kind) => {
  let t: TestApp;
  let db: Kysely<any>;
  let before: Record<string, number>;
  let firstProject: number;
  let firstLead: number;
  let firstTicket: number;

  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0] as T;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as Kysely<any>;
    await seedDemo(t.database.handle.db);
    before = await countRows(db);
    firstProject = (await one(sql<{ id: number }>`select max(id) + 1 as id from projects`)).id;
    firstLead = (await one(sql<{ id: number }>`select coalesce(max(id), 0) + 1 as id from leads`)).id;
    firstTicket = (await one(sql<{ id: number }>`select coalesce(max(id), 0) + 1 as id from tickets`)).id;
    expect(await hasLargeData(db)).toBe(false);
    await seedLargeData(db, SIZE);
  });
  afterAll(() => t.close());

  it("adds the rows asked for, spread over states, managers, clients and priorities", async () => {
    const after = await countRows(db);
    expect(after.projects - before.projects).toBe(SIZE.projects);
    expect(after.tasks - before.tasks).toBe(SIZE.tasks);
    expect(after.project_phases - before.project_phases).toBe(3 * SIZE.projects);
    expect(after.project_milestones - before.project_milestones).toBe(2 * SIZE.projects);
    expect(after.project_managers - before.project_managers).toBe(SIZE.managers);
    expect(after.lead_clients - before.lead_clients).toBe(SIZE.clients);
    expect(after.time_entries - before.time_entries).toBe(SIZE.timeEntries);
    expect(after.leads - before.leads).toBe(SIZE.leads);
    expect(after.lead_activities - before.lead_activities).toBe(SIZE.activities);
    expect(after.campaigns - before.campaigns).toBe(SIZE.campaigns);
    expect(after.lead_events - before.lead_events).toBe(SIZE.leads);
    expect(after.pipelines).toBe(before.pipelines);
    expect(after.tickets - before.tickets).toBe(SIZE.tickets);
    expect(after.ticket_messages - before.ticket_messages).toBe(SIZE.ticketMessages);
    expect(after.invoices - before.invoices).toBe(SIZE.invoices);
    expect(after.invoice_lines - before.invoice_lines).toBe(SIZE.invoiceLines);
    expect(after.task_dependencies - before.task_dependencies).toBeGreaterThan(SIZE.tasks * 0.15);
    const spread = await one(sql<
      Record<string, number>
    >`select count(distinct project_state_id)::int as states, count(distinct manager_id)::int as managers,
      count(distinct client_id)::int as clients, count(distinct priority)::int as priorities, min(n)::int as fewest
      from projects p join (select project_id, count(*) as n from tasks group by project_id) c on c.project_id = p.id
      where p.id >= ${firstProject}`);
    expect(spread).toMatchObject({ managers: SIZE.managers, priorities: 4 });
    expect(spread.states).toBeGreaterThanOrEqual(3);
    expect(spread.clients).toBeGreaterThan(SIZE.clients / 2);
    expect(spread.fewest).toBeGreaterThan(0);
    expect(await hasLargeData(db)).toBe(true);
  });

  it("computes the roll-ups the triggers would have", async () => {
    const hours = await one(sql<{ bad: number }>`select count(*)::int as bad from tasks t
      where t.actual_hours <> round(coalesce((select sum(minutes) from time_entries e where e.task_id = t.id), 0) /
      60.0, 2)`);
    expect(hours.bad).toBe(0);
    const projects = await one(sql<{ bad: number }>`select count(*)::int as bad from projects p
      join (select project_id, sum(actual_hours) as hours, round(sum(progress * estimated_hours) / sum(estimated_hours))
      as progress from tasks group by project_id) s on s.project_id = p.id
      where p.actual_hours <> s.hours or p.progress <> s.progress`);
    expect(projects.bad).toBe(0);
    const completion = await one(sql<{
      bad: number;
    }>`select count(*)::int as bad from tasks t join task_states s on s.id = t.task_state_id
      where (s.completes and (t.completed_at is null or t.progress <> 100)) or (not s.completes and t.completed_at is
      not null)`);
    expect(completion.bad).toBe(0);
    const entries = await one(sql<{ bad: number }>`select count(*)::int as bad from time_entries
      where minutes <> round(extract(epoch from (ended_at - started_at)) / 60) or started_at > now()`);
    expect(entries.bad).toBe(0);
  });

  it("links tasks only within a project, backwards in time, so never in a cycle", async () => {
    const wrong = await one(sql<{ n: number }>`select count(*)::int as n from task_dependencies d
      join tasks a on a.id = d.task_id join tasks b on b.id = d.depends_on_id
      where a.project_id <> b.project_id or b.id >= a.id or a.start_date <= b.due_date`);
    expect(wrong.n).toBe(0);
    const outside = await one(sql<{
      n: number;
    }>`select count(*)::int as n from tasks t join projects p on p.id = t.project_id
      where t.start_date < p.start_date or t.due_date > p.end_date or t.due_date < t.start_date
         or not exists (select 1 from project_phases ph where ph.id = t.phase_id and ph.project_id = t.project_id)`);
    expect(outside.n).toBe(0);
  });

  it("leaves no reference dangling: the loader switches the foreign keys' checks off", async () => {
    const keys = await sql<{ tbl: string; col: string; ref: string; refcol: string }>`
      select c.conrelid::regclass::text as tbl, a.attname as col, c.confrelid::regclass::text as ref, b.attname as
      refcol
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute b on b.attrelid = c.confrelid and b.attnum = c.confkey[1]
      where c.contype = 'f' and c.conrelid::regclass::text in ('projects', 'project_phases', 'project_milestones',
      'tasks', 'task_dependencies', 'time_entries', 'campaigns', 'leads', 'lead_activities', 'lead_events', 'tickets',
      'ticket_messages', 'invoices', 'invoice_lines', 'invoice_payments')`.execute(db);
    expect(keys.rows.length).toBeGreaterThan(20);
    for (const k of keys.rows) {
      const dangling = await one(sql<{ n: number }>`select count(*)::int as n from ${sql.table(k.tbl)} x
        where x.${sql.ref(k.col)} is not null and not exists (select 1 from ${sql.table(k.ref)} y where
        y.${sql.ref(k.refcol)} = x.${sql.ref(k.col)})`);
      expect(dangling.n, `${k.tbl}.${k.col}`).toBe(0);
    }
  });

  it("gives every card its own place in its column, with room between", async () => {
    const tight = await one(sql<{ n: number }>`select count(*)::int as n from (
      select board_position - lag(board_position) over (partition by task_state_id order by board_position) as gap from
      tasks) s where gap < 2`);
    expect(tight.n).toBe(0);
    const projects = await one(sql<{ n: number }>`select count(*)::int as n from (
      select board_position - lag(board_position) over (partition by project_state_id order by board_position) as gap
      from projects) s where gap < 2`);
    expect(projects.n).toBe(0);
  });

  it("leaves the triggers on: logging time rolls up again", async () => {
    const task = await one(
      sql<{
        id: number;
        project_id: number;
        actual_hours: number;
      }>`select id, project_id, actual_hours from tasks where project_id >= ${firstProject} order by id limit 1`,
    );
    const project = await one(
      sql<{ actual_hours: number }>`select actual_hours from projects where id = ${task.project_id}`,
    );
    const admin = await signedInUser(t.app, t.database.handle.db, "admin");
    const res = await call(t.app, admin.token, {
      method: "POST",
      url: "/api/time-entries",
      payload: { task_id: task.id, started_at: "2026-01-05T09:00:00Z", minutes: 90 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await one(sql<{ actual_hours: number }>`select actual_hours from tasks where id = ${task.id}`);
    expect(Number(after.actual_hours)).toBeCloseTo(Number(task.actual_hours) + 1.5, 2);
    const projectAfter = await one(
      sql<{ actual_hours: number }>`select actual_hours from projects where id = ${task.project_id}`,
    );
    expect(Number(projectAfter.actual_hours)).toBeCloseTo(Number(project.actual_hours) + 1.5, 2);
  });

  it("loads leads as the API would have written them: outcome, stage clock, phone, board places, scores", async () => {
    const wrong = await one(sql<Record<string, number>>`select
      count(*) filter (where s.pipeline_id <> l.pipeline_id)::int as pipeline,
      count(*) filter (where l.probability <> s.win_probability)::int as probability,
      count(*) filter (where l.rotting_at is distinct from l.stage_changed_at + make_interval(days =>
      s.rotting_days))::int as rotting,
      count(*) filter (where l.stage_changed_at < l.created_at or l.stage_changed_at > now())::int as clock,
      count(*) filter (
        where (l.lost_at is not null) <> (s.outcome = 'lost') or (l.won_at is not null) <> (s.outcome = 'won')
      )::int as lost,
      count(*) filter (where l.outcome <> s.outcome or st.outcome is distinct from s.outcome)::int as outcome,
      count(*) filter (where l.phone_e164 !~ '^[+]346[0-9]{8}$' or (l.phone is null) <> (l.phone_e164 is null))::int as
      phone,
      count(*) filter (where l.email is not null and l.email !~ '^[a-z.]+[0-9]+@[a-z]+[.]test$')::int as email
      from leads l join pipeline_stages s on s.id = l.stage_id left join lead_statuses st on st.id = l.lead_status_id
      where l.id >= ${firstLead}`);
    const none = { pipeline: 0, probability: 0, rotting: 0, clock: 0, lost: 0, outcome: 0, phone: 0, email: 0 };
    expect(wrong).toEqual(none);
    const spread = await one(sql<
      Record<string, number>
    >`select count(*) filter (where owner_id is null)::int as unassigned,
      count(distinct owner_id)::int as owners, count(distinct stage_id)::int as stages, count(distinct
      lead_status_id)::int as statuses,
      (select max(n) from (select count(*)::int as n from leads where id >= ${firstLead} group by lower(company)) c) as
      commonest,
      count(company)::int as with_company, count(distinct campaign_id)::int as campaigns,
      count(*) filter (where score > 0)::int as scored
      from leads where id >= ${firstLead}`);
    expect(spread.unassigned / SIZE.leads).toBeGreaterThan(0.06);
    expect(spread.unassigned / SIZE.leads).toBeLessThan(0.14);
    expect(spread.owners).toBe(SIZE.managers + SIZE.staff);
    expect(spread.stages).toBeGreaterThanOrEqual(8);
    expect(spread.statuses).toBeGreaterThanOrEqual(4);
    expect(spread.with_company / SIZE.leads).toBeGreaterThan(0.4);
    expect(spread.commonest).toBeGreaterThanOrEqual(4);
    expect(spread.campaigns).toBe(SIZE.campaigns);
    expect(spread.scored).toBe(SIZE.leads);
    const phones = (
      await sql<{
        phone: string;
        phone_e164: string;
      }>`select phone, phone_e164 from leads where id >= ${firstLead} and phone is not null limit 50`.execute(db)
    ).rows;
    for (const p of phones) expect(normalizePhone(p.phone)).toBe(p.phone_e164);
    const tight = await one(sql<{ n: number }>`select count(*)::int as n from (
      select id, stage_position - lag(stage_position) over (partition by stage_id order by stage_position) as a,
             board_position - lag(board_position) over (partition by lead_status_id order by board_position) as b from
             leads) s
      where id >= ${firstLead} and (a < 2 or b < 2)`);
    expect(tight.n).toBe(0);
    const sample = await one(
      sql<{
        id: number;
        score: number;
      }>`select id, score from leads where id >= ${firstLead} order by score desc limit 1`,
    );
    expect((await scoreBreakdown(db, sample.id)).score).toBe(sample.score);
  });

  it(
    "gives activities an owner, due dates six months " + "either side of today, and each lead a created event",
    async () => {
      const wrong = await one(sql<Record<string, number>>`select
      count(*) filter (where a.owner_id is null)::int as owner,
      count(*) filter (where l.owner_id is not null and a.owner_id <> l.owner_id)::float / count(*) as other_owner,
      count(*) filter (where abs(extract(epoch from a.due_at - now())) > 184 * 86400)::int as due,
      count(*) filter (where a.done <> (a.done_at is not null) or (a.done and a.due_at > now()))::int as done
      from lead_activities a join leads l on l.id = a.lead_id where l.id >= ${firstLead}`);
      expect(wrong.owner).toBe(0);
      expect(wrong.due).toBe(0);
      expect(wrong.done).toBe(0);
      expect(wrong.other_owner).toBeLessThan(0.3);
      const events = await one(sql<{ bad: number }>`select count(*)::int as bad from leads l
      where l.id >= ${firstLead} and (select count(*) from lead_events e where e.lead_id = l.id and e.kind = 'created'
      and e.at = l.created_at) <> 1`);
      expect(events.bad).toBe(0);
    },
  );

  it(
    "finds the loaded leads in the duplicate check, by " + "email, phone and similar name in the same company",
    async () => {
      const lead = await one(sql<{
        email: string;
        phone: string;
        name: string;
        company: string;
      }>`select email, phone, name, company from leads
      where id >= ${firstLead} and email is not null and phone is not null and company is not null order by id limit
      1`);
      const admin = await signedInUser(t.app, t.database.handle.db, "admin");
      const ask = async (query: Record<string, string>) => {
        const res = await call(t.app, admin.token, {
          method: "GET",
          url: `/api/leads/duplicates?${new URLSearchParams(query)}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().flatMap((m: { reasons: string[] }) => m.reasons);
      };
      expect(await ask({ email: lead.email.toUpperCase() })).toContain("email");
      expect(await ask({ phone: lead.phone.replace(/ /g, "") })).toContain("phone");
      expect(await ask({ name: lead.name.slice(0, -1), company: lead.company.toLowerCase() })).toContain("name");
      expect(await ask({ email: "nadie@ninguna-parte.test", phone: "699000000" })).toEqual([]);
    },
  );

  it("serves the projects list, sorted and filtered, over the loaded rows", async () => {
    const admin = await signedInUser(t.app, t.database.handle.db, "admin");
    const res = await call(t.app, admin.token, {
      method: "GET",
      url: "/api/projects?priority=high&budget_gte=1000&_sort=name&_order=asc&_start=0&_end=20",
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = await one(
      sql<{ n: number }>`select count(*)::int as n from projects where priority = 'high' and budget >= 1000`,
    );
    expect(Number(res.headers["x-total-count"])).toBe(expected.n);
    const names: string[] = res.json().map((r: { name: string }) => r.name);
    expect(names.length).toBe(Math.min(20, expected.n));
    expect(res.json().every((r: { priority: string }) => r.priority === "high")).toBe(true);
  });

  it(
    "loads tickets as the server would have written them: token, opening message, SLA targets and dues, first "
      + "response, last message",
    async () => {
      const wrong = await one(sql<Record<string, number>>`select
      count(*) filter (where t.token !~ '^[A-Za-z0-9]{16}$')::int as token,
      count(*) filter (where o.body is distinct from t.description or o.author_id is distinct from t.creator_id or
      o.internal or o.created_at <> t.created_at)::int as opening,
      count(*) filter (where t.first_response_minutes is distinct from p.first_response_minutes or t.resolution_minutes
      is distinct from p.resolution_minutes)::int as targets,
      count(*) filter (where not (t.created_at < t.first_response_warn_at and t.first_response_warn_at <
      t.first_response_due_at
                                  and t.created_at < t.resolution_warn_at and t.resolution_warn_at <
                                  t.resolution_due_at))::int as dues,
      count(*) filter (where (t.status = 'resolved') <> (t.resolved_at is not null) or t.resolved_at > now() or
      t.resolved_at < t.created_at)::int as resolved,
      count(*) filter (where (t.status in ('testing', 'externalError')) <> (t.sla_paused_at is not null))::int as
      paused,
      count(*) filter (where t.last_message_at is distinct from (select max(m.created_at) from ticket_messages m where
      m.ticket_id = t.id))::int as last_message,
      count(*) filter (where t.first_responded_at is distinct from (select min(m.created_at) from ticket_messages m
      where m.ticket_id = t.id and not m.internal and m.created_at > t.created_at))::int as first_response,
      count(*) filter (where (select max(m.created_at) from ticket_messages m where m.ticket_id = t.id) >
      coalesce(t.resolved_at, now()))::int as late_message
      from tickets t join sla_policies p on p.urgency = t.urgency and p.client_type_id is null
      left join lateral (select * from ticket_messages m where m.ticket_id = t.id order by m.created_at, m.id limit 1) o
      on true
      where t.id >= ${firstTicket}`);
      expect(wrong).toEqual({
        token: 0,
        opening: 0,
        targets: 0,
        dues: 0,
        resolved: 0,
        paused: 0,
        last_message: 0,
        first_response: 0,
        late_message: 0,
      });
      const spread = await one(sql<
        Record<string, number>
      >`select count(distinct t.status)::int as statuses, count(distinct t.urgency)::int as urgencies,
      count(distinct t.assignee_id)::int as assignees, count(distinct t.client_id)::int as clients, count(distinct
      t.token)::int as tokens,
      count(*) filter (where t.status <> 'resolved')::float / count(*) as open,
      (select count(*) filter (where internal)::float / count(*) from ticket_messages m where m.ticket_id >=
      ${firstTicket}) as internal
      from tickets t where t.id >= ${firstTicket}`);
      // Seven states: "new" (nobody's yet) and the spec's six.
      const assignees = SIZE.managers + SIZE.staff;
      expect(spread).toMatchObject({ statuses: 7, urgencies: 4, assignees, tokens: SIZE.tickets });
      expect(spread.clients).toBeGreaterThan(SIZE.clients / 2);
      expect(spread.open).toBeGreaterThan(0.05);
      expect(spread.open).toBeLessThan(0.2);
      expect(spread.internal).toBeGreaterThan(0.1);
      const tight = await one(sql<{ n: number }>`select count(*)::int as n from (
      select board_position - lag(board_position) over (partition by status order by board_position) as gap from
      tickets) s where gap < 2`);
      expect(tight.n).toBe(0);
      // The dues are the server's business time, and the warnings already due count as sent: the
      // first scan tells nobody about two years of tickets (a point may pass during the test).
      const warned = await one(
        sql<{
          n: number;
        }>`select count(*)::int as n from tickets where id >= ${firstTicket} and 'resolution:breach' = any(sla_warned)`,
      );
      expect(warned.n).toBeGreaterThan(0);
      expect(await scanSla(db)).toBeLessThanOrEqual(2);
    },
  );

  it("serves the tickets list and the board's columns over the loaded rows", async () => {
    const admin = await signedInUser(t.app, t.database.handle.db, "admin");
    const res = await call(t.app, admin.token, {
      method: "GET",
      url: "/api/tickets?status=investigating&_sort=board_position,id&_order=asc,asc&_start=0&_end=50",
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = await one(
      sql<{ n: number }>`select count(*)::int as n from tickets where status = 'investigating'`,
    );
    expect(Number(res.headers["x-total-count"])).toBe(expected.n);
    expect(res.json().length).toBe(Math.min(50, expected.n));
    const newest = await call(t.app, admin.token, {
      method: "GET",
      url: "/api/tickets?_sort=created_at&_order=desc&_start=0&_end=20",
    });
    expect(newest.statusCode, newest.body).toBe(200);
    const latest = await one(sql<{ id: number }>`select id from tickets order by created_at desc limit 1`);
    expect(newest.json()[0].id).toBe(latest.id);
  });
});
