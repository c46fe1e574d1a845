// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { render, unmount } from "../../../fixtures/dom-render";
import { clientAnswer, staffAnswer } from "../../../fixtures/dashboard-answer";
import { i18n } from "../../../../web/i18n";
import { DashboardSections } from "../../../../web/pages/dashboard/dashboard-sections";
import { DASHBOARD_SECTIONS } from "../../../../web/routes/custom-pages";
import type { DashboardAnswer } from "../../../../web/components/dashboard/dashboard-types";

// The dashboard's sections drawn from an answer of GET /api/dashboard (issue 15): only the
// sections the answer holds, every figure in the reader's language and linked to the list
// behind it, the comparison with the previous period, and the figures before the charts.
// jsdom lays nothing out: no resize ever happens, and the charts draw at their default size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The sections as the app registers them, drawn once their chunks have arrived. */
async function mount(answer: DashboardAnswer) {
  const page = render(
    <MemoryRouter initialEntries={["/"]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <DashboardSections answer={answer} sections={DASHBOARD_SECTIONS} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => {
    await Promise.all(DASHBOARD_SECTIONS.map((view) => view.load()));
  });
  const card = (id: string) => page.querySelector<HTMLElement>(`[data-testid=${id}]`)!;
  const value = (id: string) => card(id).querySelector("[data-testid=kpi-value]")!.textContent;
  return { page, card, value, where: () => page.querySelector("[data-testid=where]")!.textContent };
}

const sections = (page: HTMLElement) =>
  [...page.querySelectorAll("section[data-testid^=dashboard-section-]")].map((s) =>
    s.getAttribute("data-testid")!.replace("dashboard-section-", ""),
  );
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ");

/** Signed in with these roles, as the login page leaves the session (the links follow the access matrix). */
function signedInAs(...roles: string[]) {
  localStorage.setItem("token", "t");
  localStorage.setItem(
    "user",
    JSON.stringify({ id: 1, email: "x@demo.test", name: "X", roles: roles.map((name) => ({ name })) }),
  );
}

beforeEach(() => signedInAs("admin"));
afterEach(() => act(() => i18n.changeLanguage("es")));

describe("the dashboard's sections", () => {
  it("shows the staff sections the answer holds, in order, and a client only their account", async () => {
    const staff = await mount(staffAnswer());
    expect(sections(staff.page)).toEqual(["sales", "projects", "support", "billing", "education"]);
    unmount();
    const client = await mount(clientAnswer());
    expect(sections(client.page)).toEqual(["client"]);
    expect(client.value("kpi-client-invoices")).toBe("1");
    expect(
      client.page.querySelector("[data-testid=client-invoices] a[data-testid=item-link]")!.getAttribute("href"),
    ).toBe("/billings/9");
    unmount();
    expect((await mount({ range: staffAnswer().range })).page.textContent).toContain(
      "No hay datos que mostrar todavía.",
    );
  });

  it("writes numbers and money the Spanish way, and the English way in English", async () => {
    let view = await mount(staffAnswer());
    expect(view.value("kpi-pipeline")).toBe("1234");
    expect(view.value("kpi-weighted")).toMatch(/^45\.678,90\s€$/u);
    expect(squash(view.card("kpi-first-response").textContent)).toContain("1 h 35 min");
    expect(squash(view.card("kpi-first-response").textContent)).toContain("Resolución: 2 d 2 h");
    expect(view.value("kpi-satisfaction")).toBe("4,5 / 5");
    unmount();
    await act(() => i18n.changeLanguage("en"));
    view = await mount(staffAnswer());
    expect(view.value("kpi-pipeline")).toBe("1,234");
    expect(view.value("kpi-weighted")).toBe("€45,678.90");
    expect(view.card("kpi-pipeline").textContent).toContain("Open leads");
    expect(view.card("kpi-overdue").textContent).toContain("2 invoices");
  });

  it("links every figure to its list with the link's filters, and follows it", async () => {
    const view = await mount(staffAnswer());
    const links = [...view.page.querySelectorAll<HTMLAnchorElement>("a[data-testid=figure-link]")].map((a) =>
      a.getAttribute("href"),
    );
    expect(links).toContain("/crm/kanban?open=true&view=table");
    expect(links).toContain("/support?sla=breached&view=table");
    expect(links).toContain(
      "/tasks/kanban?assigned_to=1&due_date_gte=2026-11-23&due_date_lte=2026-11-29&completed=false",
    );
    expect(links).toContain(
      "/courses/registrations?filters[0][field]=course_id&filters[0][operator]=eq&filters[0][value]=7",
    );
    // A person's hours open the time entries' list; unbilled time is the unbilled-time screen's.
    expect(view.card("hours-this-week").querySelector("a[data-testid=figure-link]")!.getAttribute("href")).toBe(
      "/tasks/time-entries?filters[0][field]=user_id&filters[0][operator]=eq&filters[0][value]=2",
    );
    expect(view.card("kpi-unbilled").querySelector("a[data-testid=figure-link]")!.getAttribute("href")).toBe(
      "/billings/unbilled",
    );
    const breached = view.card("kpi-sla-breached").querySelector<HTMLAnchorElement>("a")!;
    await act(async () => breached.click());
    expect(view.where()).toBe("/support?sla=breached&view=table");
  });

  it("links a figure only to a page the user may open", async () => {
    signedInAs("commercial");
    const view = await mount(staffAnswer());
    // A commercial user may not invoice: unbilled time is a figure without a link for them.
    expect(view.card("kpi-unbilled").querySelector("a")).toBeNull();
    expect(view.card("kpi-pipeline").querySelector("a[data-testid=figure-link]")).not.toBeNull();
  });

  it("compares with the previous period: up, down, and new when there was nothing before", async () => {
    const view = await mount(staffAnswer());
    const delta = (id: string) => squash(view.card(id).querySelector("[data-testid=delta]")!.textContent).trim();
    expect(delta("kpi-won")).toMatch(/^25 %antes: 4$/u);
    expect(view.card("kpi-won").querySelector("[data-testid=delta] [aria-label]")!.getAttribute("aria-label")).toMatch(
      /^Sube un 25\s%$/u,
    );
    expect(delta("kpi-registrations")).toMatch(/^50 %antes: 8$/u);
    expect(view.card("kpi-registrations").querySelector(".ant-typography-danger")).not.toBeNull();
    expect(delta("kpi-invoiced")).toBe("Nuevoantes: 0,00 €");
    // The previous period's figure opens that period's list.
    expect(view.card("kpi-won").querySelector("[data-testid=delta] a")!.getAttribute("href")).toContain("won_at_lte=");
  });

  it("shows the figures first and draws the charts once they are on screen", async () => {
    const view = await mount(staffAnswer());
    const boxes = [...view.page.querySelectorAll("[data-testid=dashboard-chart]")];
    expect(boxes.length).toBe(7);
    for (const box of boxes) expect(box.querySelector("[data-testid=chart-placeholder]")).not.toBeNull();
    expect(view.value("kpi-pipeline")).toBe("1234");
    await nextFrame();
    // The chart chunk loads, then ECharts draws into each box.
    for (let waited = 0; view.page.querySelector("[data-testid=chart-placeholder]") && waited < 10_000; waited += 50)
      await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
    for (const box of boxes) {
      expect(box.querySelector("[data-testid=chart-placeholder]")).toBeNull();
      expect(box.querySelector("svg")).not.toBeNull();
    }
    // The bars carry the figures' names: the chart of leads by status names its status.
    expect(view.card("leads-by-status").querySelector("[data-testid=dashboard-chart] svg")!.textContent).toContain(
      "Nuevo",
    );
  });
});
