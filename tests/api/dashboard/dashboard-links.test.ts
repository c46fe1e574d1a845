import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { apiPathOf } from "../../../resources/kit/api-paths.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { openDashboardData, type DashboardData } from "../../fixtures/dashboard.js";
import type { Api } from "../../fixtures/records.js";

// Every link in a dashboard answer is the list behind its figure: asked by the same user, the list
// answers the figure's count in x-total-count, and its rows add up to the figure's sums. Every
// link the answer holds must be one of those checked here, so a new figure cannot go unchecked.

type Link = { resource: string; query: Record<string, string | string[]> };
interface Check {
  path: string;
  link: Link;
  count?: number;
  /** Field → the figure its rows add up to (divided by `per`: minutes to hours). */
  sums?: Record<string, { value: number; per?: number }>;
  /** Field → the figure its rows average (rounded to 2 decimals). */
  means?: Record<string, number | null>;
  /** The list's totals endpoint's figure (invoices): field → value. */
  totals?: Record<string, number>;
}

function checksOf(a: any): Check[] {
  const checks: Check[] = [];
  const add = (path: string, link: Link, rest: Omit<Check, "path" | "link"> = {}) =>
    checks.push({ path, link, ...rest });
  const s = a.sales;
  if (s) {
    const open = {
      count: s.pipeline.open.value,
      sums: { estimated_value: { value: s.pipeline.open_value }, weighted_value: { value: s.pipeline.weighted_value } },
    };
    add("sales.pipeline.open", s.pipeline.open.link, open);
    add("sales.pipeline", s.pipeline.link, open);
    for (const k of ["current", "previous"])
      add(`sales.won.${k}`, s.won[k].link, {
        count: s.won[k].count,
        sums: { estimated_value: { value: s.won[k].value } },
      });
    s.leads_by_status.forEach((r: any, i: number) => add(`sales.leads_by_status.${i}`, r.link, { count: r.count }));
    s.leads_by_source.forEach((r: any, i: number) => add(`sales.leads_by_source.${i}`, r.link, { count: r.count }));
    s.funnel?.stages.forEach((r: any, i: number) =>
      add(`sales.funnel.stages.${i}`, r.link, { count: r.count, sums: { estimated_value: { value: r.value } } }),
    );
    add("sales.overdue_follow_ups", s.overdue_follow_ups.link, { count: s.overdue_follow_ups.value });
    s.campaigns.forEach((r: any, i: number) => add(`sales.campaigns.${i}`, r.link, { count: r.leads }));
  }
  const p = a.projects;
  if (p) {
    add("projects.active", p.active.link, { count: p.active.value });
    add("projects.at_risk", p.at_risk.link, { count: p.at_risk.count });
    p.hours_this_week.forEach((r: any, i: number) =>
      add(`projects.hours_this_week.${i}`, r.link, { sums: { minutes: { value: r.hours, per: 60 } } }),
    );
    add("projects.my_tasks_due_this_week", p.my_tasks_due_this_week.link, { count: p.my_tasks_due_this_week.count });
  }
  const t = a.support;
  if (t) {
    t.open_by_status.forEach((r: any, i: number) => add(`support.open_by_status.${i}`, r.link, { count: r.count }));
    for (const k of ["at_risk", "breached"]) add(`support.sla.${k}`, t.sla[k].link, { count: t.sla[k].value });
    add("support.satisfaction", t.satisfaction.link, {
      count: t.satisfaction.count,
      means: { rating: t.satisfaction.average },
    });
  }
  const b = a.billing;
  if (b) {
    for (const k of ["current", "previous"])
      add(`billing.invoiced.${k}_link`, b.invoiced[`${k}_link`], { totals: { total: b.invoiced[k] } });
    add("billing.overdue", b.overdue.link, { count: b.overdue.count, totals: { outstanding: b.overdue.amount } });
    b.overdue.aging.forEach((r: any, i: number) =>
      add(`billing.overdue.aging.${i}`, r.link, { count: r.count, totals: { outstanding: r.amount } }),
    );
    add("billing.unbilled", b.unbilled.link, { sums: { minutes: { value: b.unbilled.hours, per: 60 } } });
    if (b.verifactu)
      for (const k of ["pending", "rejected"])
        add(`billing.verifactu.${k}`, b.verifactu[k].link, { count: b.verifactu[k].count });
  }
  const e = a.education;
  if (e) {
    e.occupancy.forEach((r: any, i: number) =>
      add(`education.occupancy.${i}`, r.link, { count: r.confirmed + r.pending + r.waitlisted }),
    );
    add("education.totals", e.totals.link, { count: e.totals.courses, sums: { seats: { value: e.totals.seats } } });
    for (const k of ["current", "previous"])
      add(`education.registrations.${k}_link`, e.registrations[`${k}_link`], { count: e.registrations[k] });
  }
  const c = a.client;
  if (c) {
    add("client.open_tickets", c.open_tickets.link, { count: c.open_tickets.value });
    add("client.invoices_due", c.invoices_due.link, {
      count: c.invoices_due.count,
      totals: { outstanding: c.invoices_due.amount },
    });
  }
  return checks;
}

/** Every link anywhere in the answer, by its path. */
function linksIn(value: unknown, path = ""): string[] {
  if (!value || typeof value !== "object") return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => linksIn(v, `${path}.${i}`));
  return Object.entries(value).flatMap(([key, v]) =>
    key === "link" || key.endsWith("_link")
      ? [key === "link" ? path.slice(1) : `${path.slice(1)}.${key}`]
      : linksIn(v, `${path}.${key}`),
  );
}

function queryString(query: Link["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  return params.toString();
}

async function list(api: Api, link: Link): Promise<{ total: number; rows: any[] }> {
  const rows: any[] = [];
  let total = 0;
  for (let start = 0; start === 0 || start < total; start += 100) {
    const res = await call(api.app, api.token, {
      method: "GET",
      url: `/api/${apiPathOf(link.resource)}?${queryString(link.query)}&_start=${start}&_end=${start + 100}`,
    });
    expect(res.statusCode, `${link.resource}?${queryString(link.query)}: ${res.body}`).toBe(200);
    total = Number(res.headers["x-total-count"]);
    rows.push(...res.json());
  }
  return { total, rows };
}

describe.each(DATABASE_KINDS)("dashboard links on %s", (kind) => {
  let d: DashboardData;
  beforeAll(async () => {
    d = await openDashboardData(kind);
  }, 120_000);
  afterAll(async () => {
    await d?.test.close();
  });

  it.each(["admin", "commercial", "client"] as const)("gives %s links whose lists answer each figure", async (who) => {
    const api = d[who];
    const res = await call(api.app, api.token, { method: "GET", url: `/api/dashboard?from=${d.from}&to=${d.to}` });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const checks = checksOf(answer);
    expect(checks.map((c) => c.path).sort()).toEqual(linksIn(answer).sort());
    expect(checks.length).toBeGreaterThan(who === "client" ? 1 : 40);
    for (const check of checks) {
      const { total, rows } = await list(api, check.link);
      const where = `${check.path}: ${check.link.resource}?${queryString(check.link.query)}`;
      if (check.count !== undefined) expect(total, where).toBe(check.count);
      for (const [field, { value, per = 1 }] of Object.entries(check.sums ?? {})) {
        expect(rows.reduce((a, r) => a + Number(r[field] ?? 0), 0) / per, `${where} Σ ${field}`).toBeCloseTo(value, 2);
      }
      for (const [field, value] of Object.entries(check.means ?? {})) {
        const mean = rows.length
          ? Math.round((rows.reduce((a, r) => a + Number(r[field]), 0) / rows.length) * 100) / 100
          : null;
        expect(mean, `${where} mean ${field}`).toBe(value);
      }
      if (check.totals) {
        const totals = await call(api.app, api.token, {
          method: "GET",
          url: `/api/${check.link.resource}/totals?${queryString(check.link.query)}`,
        });
        expect(totals.statusCode, where).toBe(200);
        for (const [field, value] of Object.entries(check.totals))
          expect(totals.json()[field], `${where} totals ${field}`).toBe(value);
      }
    }
  });

  it.each([
    ["leads", "open"],
    ["leads", "won"],
    ["leads", "no_status"],
    ["leads", "no_source"],
    ["projects", "at_risk"],
    ["tasks", "completed"],
    ["time-entries", "unbilled"],
  ])("splits %s by %s=true|false and refuses any other value", async (resource, flag) => {
    const total = async (query: string) => {
      const res = await call(d.admin.app, d.admin.token, { method: "GET", url: `/api/${resource}?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return Number(res.headers["x-total-count"]);
    };
    const [yes, no, all] = [await total(`${flag}=true`), await total(`${flag}=false`), await total("")];
    expect(yes).toBeGreaterThan(0);
    expect(no).toBeGreaterThan(0);
    expect(yes + no).toBe(all);
    expect(await total(`${flag}=`)).toBe(all);
    const bad = await call(d.admin.app, d.admin.token, {
      method: "GET",
      url: `/api/${resource}?${flag}=maybe`,
      lang: "en",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(flag);
  });
});
