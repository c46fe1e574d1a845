import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { addDays, openDashboardData, type DashboardData } from "../../fixtures/dashboard.js";

// Every figure of GET /api/dashboard against the fixture's hand-worked answer, for an admin (every
// row), a commercial user (their own and unassigned leads, their projects, their assigned tickets)
// and a client (their own page only). The links are checked against the lists in dashboard-links.
describe.each(DATABASE_KINDS)("dashboard figures on %s", (kind) => {
  let d: DashboardData;
  const answers: Record<string, any> = {};
  beforeAll(async () => {
    d = await openDashboardData(kind);
    for (const [name, u] of Object.entries({
      admin: d.admin,
      commercial: d.commercial,
      client: d.client,
      nobody: d.nobody,
    })) {
      const res = await call(u.app, u.token, { method: "GET", url: `/api/dashboard?from=${d.from}&to=${d.to}` });
      expect(res.statusCode, res.body).toBe(200);
      answers[name] = res.json();
    }
  }, 120_000);
  afterAll(async () => {
    await d?.test.close();
  });
  const pick = (rows: any[], ...keys: string[]) => rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));

  it("answers the range, the previous period of as many days and the week of its last day", () => {
    expect(answers.admin.range).toEqual({
      from: d.from,
      to: d.to,
      previous: { from: addDays(d.from, -10), to: addDays(d.from, -1) },
      week: d.week,
    });
  });

  it("gives each role only the sections it may list", () => {
    expect(Object.keys(answers.admin).sort()).toEqual([
      "billing",
      "education",
      "projects",
      "range",
      "sales",
      "support",
    ]);
    expect(Object.keys(answers.commercial).sort()).toEqual([
      "billing",
      "education",
      "projects",
      "range",
      "sales",
      "support",
    ]);
    expect(Object.keys(answers.client).sort()).toEqual(["client", "range"]);
    expect(Object.keys(answers.nobody)).toEqual(["range"]);
  });

  it("counts the admin's sales", () => {
    const s = answers.admin.sales;
    expect(s.pipeline).toMatchObject({ open: { value: 6 }, open_value: 800_000, weighted_value: 340_000 });
    expect(s.won.current).toMatchObject({ count: 2, value: 460_000 });
    expect(s.won.previous).toMatchObject({ count: 2, value: 580_000 });
    expect(pick(s.leads_by_status, "id", "name", "color", "count")).toEqual([
      { id: d.ids.s1, name: "Nuevo", color: "#111111", count: 3 },
      { id: d.ids.s2, name: "Contactado", color: "#222222", count: 1 },
      { id: d.ids.sLost, name: "Perdido", color: "#444444", count: 1 },
      { id: null, name: "Sin estado", color: null, count: 1 },
    ]);
    expect(pick(s.leads_by_source, "source", "count")).toEqual([
      { source: "website", count: 2 },
      { source: "cold_call", count: 1 },
      { source: "referral", count: 1 },
      { source: "social", count: 1 },
      { source: null, count: 1 },
    ]);
    expect(s.funnel).toMatchObject({ pipeline_id: d.ids.pipeline, pipeline_name: "Ventas" });
    expect(pick(s.funnel.stages, "id", "count", "value", "reached")).toEqual([
      { id: d.ids.stage_open, count: 2, value: 150_000, reached: 8 },
      { id: d.ids.stage_proposal, count: 3, value: 650_000, reached: 6 },
      { id: d.ids.stage_won, count: 3, value: 960_000, reached: 3 },
    ]);
    expect(s.overdue_follow_ups.value).toBe(2);
    expect(pick(s.campaigns, "id", "leads", "budget", "cost_per_lead")).toEqual([
      { id: d.ids.camp2, leads: 2, budget: 30_000, cost_per_lead: 15_000 },
      { id: d.ids.camp1, leads: 3, budget: 100_000, cost_per_lead: 33_333 },
      { id: d.ids.camp3, leads: 1, budget: null, cost_per_lead: null },
    ]);
  });

  it("counts only a commercial user's own and unassigned leads", () => {
    const s = answers.commercial.sales;
    expect(s.pipeline).toMatchObject({ open: { value: 5 }, open_value: 500_000, weighted_value: 190_000 });
    expect(s.won.current).toMatchObject({ count: 2, value: 460_000 });
    expect(s.won.previous).toMatchObject({ count: 1, value: 80_000 });
    expect(pick(s.leads_by_status, "id", "count")).toEqual([
      { id: d.ids.s1, count: 2 },
      { id: d.ids.s2, count: 1 },
      { id: d.ids.sLost, count: 1 },
      { id: null, count: 1 },
    ]);
    expect(pick(s.leads_by_source, "source", "count")).toEqual(
      ["cold_call", "referral", "social", "website", null].map((source) => ({ source, count: 1 })),
    );
    expect(pick(s.funnel.stages, "count", "value", "reached")).toEqual([
      { count: 2, value: 150_000, reached: 6 },
      { count: 2, value: 350_000, reached: 4 },
      { count: 2, value: 460_000, reached: 2 },
    ]);
    expect(s.overdue_follow_ups.value).toBe(1);
    expect(pick(s.campaigns, "id", "leads", "cost_per_lead")).toEqual([
      { id: d.ids.camp1, leads: 3, cost_per_lead: 33_333 },
      { id: d.ids.camp3, leads: 1, cost_per_lead: null },
    ]);
  });

  it("counts projects: active, at risk (behind or over hours), hours of the week and one's tasks due", () => {
    const p = answers.admin.projects;
    expect(p.active.value).toBe(4);
    expect(p.at_risk.count).toBe(2);
    expect(p.at_risk.items).toEqual([
      {
        id: d.ids.p1,
        name: "Alfa",
        progress: 20,
        elapsed_percent: 50,
        estimated_hours: 100,
        actual_hours: 10,
        behind: true,
        over_hours: false,
      },
      {
        id: d.ids.p2,
        name: "Beta",
        progress: 50,
        elapsed_percent: 10,
        estimated_hours: 10,
        actual_hours: 12,
        behind: false,
        over_hours: true,
      },
    ]);
    expect(pick(p.hours_this_week, "user_id", "hours")).toEqual([
      { user_id: d.commercial.id, hours: 2 },
      { user_id: d.other.id, hours: 1 },
      { user_id: d.admin.id, hours: 0.75 },
    ]);
    expect(p.my_tasks_due_this_week.count).toBe(1);
    expect(p.my_tasks_due_this_week.items).toEqual([
      { id: d.ids.t5, name: "Tarea 5", project_id: d.ids.p3, project_name: "Gamma", due_date: d.week.from },
    ]);
    const mine = answers.commercial.projects;
    expect(mine.active.value).toBe(2);
    expect(mine.at_risk.count).toBe(2);
    expect(pick(mine.hours_this_week, "user_id", "hours")).toEqual([{ user_id: d.commercial.id, hours: 2 }]);
    expect(mine.my_tasks_due_this_week.count).toBe(2);
    expect(pick(mine.my_tasks_due_this_week.items, "id", "project_name", "due_date")).toEqual([
      { id: d.ids.t1, project_name: "Beta", due_date: d.week.from },
      { id: d.ids.t2, project_name: "Alfa", due_date: d.week.to },
    ]);
  });

  it("counts support: open by status, SLA, medians over 30 days and satisfaction", () => {
    const s = answers.admin.support;
    expect(pick(s.open_by_status, "status", "count")).toEqual([
      { status: "new", count: 0 },
      { status: "assigned", count: 1 },
      { status: "investigating", count: 1 },
      { status: "testing", count: 1 },
      { status: "solvingIssues", count: 0 },
      { status: "externalError", count: 0 },
      { status: "unknown", count: 1 },
    ]);
    expect([s.sla.at_risk.value, s.sla.breached.value]).toEqual([1, 1]);
    expect([s.first_response_median_minutes, s.resolution_median_minutes]).toEqual([30, 300]);
    expect(s.satisfaction).toMatchObject({ average: 3.5, count: 2, satisfied_percent: 50 });
    const mine = answers.commercial.support;
    expect(mine.open_by_status.filter((r: any) => r.count).map((r: any) => r.status)).toEqual(["assigned", "unknown"]);
    expect([mine.sla.at_risk.value, mine.sla.breached.value]).toEqual([1, 0]);
    expect([mine.first_response_median_minutes, mine.resolution_median_minutes]).toEqual([60, 600]);
    expect(mine.satisfaction).toMatchObject({ average: 5, count: 1, satisfied_percent: 100 });
  });

  it("counts billing: invoiced against the previous period, overdue by age, unbilled time", () => {
    const b = answers.admin.billing;
    expect([b.invoiced.current, b.invoiced.previous]).toEqual([101_000, 60_000]);
    expect(b.overdue).toMatchObject({ amount: 125_000, count: 4 });
    expect(pick(b.overdue.aging, "bucket", "amount", "count")).toEqual([
      { bucket: "1-30", amount: 30_000, count: 1 },
      { bucket: "31-60", amount: 80_000, count: 1 },
      { bucket: "61-90", amount: 5_000, count: 1 },
      { bucket: "90+", amount: 10_000, count: 1 },
    ]);
    expect(b.unbilled).toMatchObject({ hours: 4.75, amount: 20_000 });
    expect(answers.commercial.billing.unbilled).toMatchObject({ hours: 4, amount: 17_000 });
  });

  it("counts education: occupancy fullest first, waitlists and registrations against the previous period", () => {
    const e = answers.admin.education;
    expect(pick(e.occupancy, "id", "seats", "confirmed", "pending", "waitlisted")).toEqual([
      { id: d.ids.cb, seats: 2, confirmed: 2, pending: 0, waitlisted: 2 },
      { id: d.ids.ca, seats: 10, confirmed: 3, pending: 1, waitlisted: 0 },
    ]);
    expect(e.totals).toMatchObject({ courses: 2, seats: 12, taken: 6, waitlisted: 2, courses_with_waitlist: 1 });
    expect([e.registrations.current, e.registrations.previous]).toEqual([6, 3]);
  });

  it("gives a client their projects' progress, open tickets and invoices due, and nothing else", () => {
    const c = answers.client.client;
    expect(c.projects).toEqual([
      { id: d.ids.p1, name: "Alfa", progress: 20, end_date: expect.any(String) },
      { id: d.ids.p2, name: "Beta", progress: 50, end_date: expect.any(String) },
    ]);
    expect(c.open_tickets.value).toBe(3);
    expect(c.invoices_due).toMatchObject({ count: 3, amount: 156_000 });
    expect(pick(c.invoices_due.items, "id", "outstanding")).toEqual([
      { id: d.ids.i9, outstanding: 5_000 },
      { id: d.ids.i2, outstanding: 30_000 },
      { id: d.ids.i1, outstanding: 121_000 },
    ]);
  });

  it("names a status-less group in the reader's language", async () => {
    const res = await call(d.admin.app, d.admin.token, {
      method: "GET",
      url: `/api/dashboard?from=${d.from}&to=${d.to}`,
      lang: "en",
    });
    expect(res.json().sales.leads_by_status.at(-1)).toMatchObject({ id: null, name: "No status" });
  });
});
