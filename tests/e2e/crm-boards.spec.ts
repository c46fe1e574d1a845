import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures/test";
import { drag, uniqueName, untilMouseUpHandled, chooseLanguage } from "./helpers";
import type { Api, Row } from "./fixtures/api";

// The CRM boards: a pipeline's leads by stage (/crm/pipelines) with each column's count, total and
// weighted value, and the rotting mark; the leads by status (/crm/kanban); the campaigns by status
// (/crm/campaigns). Each test works on rows of its own (a pipeline, a campaign, a campaign type)
// and narrows the board to them, so the demo data and other tests never get in the way.

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ role: "admin" });

const DAY_MS = 86_400_000;

const column = (page: Page, id: number | string) =>
  page.locator(`[data-testid="kanban-column"][data-column-id="${id}"]`);
const card = (scope: Page | Locator, id: number) => scope.locator(`[data-testid="kanban-card"][data-card-id="${id}"]`);
const count = (page: Page, id: number | string) => column(page, id).getByTestId("kanban-column-count");
const value = (page: Page, id: number | string) => column(page, id).getByTestId("kanban-column-value");
const weighted = (page: Page, id: number | string) => column(page, id).getByTestId("kanban-column-weighted");
const moveAnswer = (page: Page, path: string) =>
  page.waitForResponse((res) => res.url().endsWith(`/api/${path}`) && res.request().method() === "POST");

/** Cents as a column header shows them in Spanish ("3.500 €", "12,5 €"). */
const eur = (cents: number) =>
  new Intl.NumberFormat("es", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
    useGrouping: "always",
  }).format(cents / 100);

async function expectTotals(page: Page, stage: number, n: number, total: number, expected: number) {
  await expect(count(page, stage)).toHaveText(String(n));
  await expect(value(page, stage)).toHaveText(eur(total));
  await expect(weighted(page, stage)).toHaveText(eur(expected));
}

/** A pipeline of its own: three stages (10 % rotting after 2 days, 50 %, 80 %). */
async function pipelineWithStages(admin: Api): Promise<{ pipeline: Row; stages: Row[] }> {
  // Last in order: a lead created without a pipeline goes to the first one, never to this one.
  const pipeline = await admin.post("pipelines", { name: uniqueName("Embudo e2e"), order: 9000 });
  const stages = [
    await admin.post("pipeline-stages", {
      pipeline_id: pipeline.id,
      name: "Primer contacto",
      order: 1,
      win_probability: 10,
      rotting_days: 2,
    }),
    await admin.post("pipeline-stages", { pipeline_id: pipeline.id, name: "Propuesta", order: 2, win_probability: 50 }),
    await admin.post("pipeline-stages", {
      pipeline_id: pipeline.id,
      name: "Negociación",
      order: 3,
      win_probability: 80,
    }),
  ];
  return { pipeline, stages };
}

test("an admin drags a lead between stages and both columns' count and totals follow, after a reload too", async ({
  page,
  apiAs,
}) => {
  const admin = apiAs("admin");
  const { pipeline, stages } = await pipelineWithStages(admin);
  const [first, second] = stages.map((s) => s.id as number);
  const small = await admin.post("leads", {
    name: uniqueName("Lead pequeño"),
    company: uniqueName("Empresa"),
    pipeline_id: pipeline.id,
    stage_id: first,
    estimated_value: 100000,
  });
  const big = await admin.post("leads", {
    name: uniqueName("Lead grande"),
    company: uniqueName("Empresa"),
    pipeline_id: pipeline.id,
    stage_id: first,
    estimated_value: 250000,
  });
  expect(big.pipeline_id).toBe(pipeline.id);

  await page.goto(`/crm/pipelines?pipeline=${pipeline.id}`);
  await expect(page.getByRole("heading", { name: "Embudo de ventas" })).toBeVisible();
  await expect(page.getByTestId("pipeline-switcher")).toContainText(pipeline.name);
  await expect(page.getByTestId("kanban-column")).toHaveCount(3);
  await expectTotals(page, first, 2, 350000, 35000);
  await expectTotals(page, second, 0, 0, 0);
  // Just created: nothing is rotting yet.
  await expect(card(page, big.id)).toBeVisible();
  await expect(page.getByTestId("stale-tag")).toHaveCount(0);

  const moved = moveAnswer(page, `leads/${big.id}/move/pipeline`);
  await drag(page, card(page, big.id), column(page, second));
  expect((await moved).status()).toBe(200);
  await expect(card(column(page, second), big.id)).toBeVisible();
  // Entering "Propuesta" sets the lead's probability to the stage's 50 %.
  await expectTotals(page, first, 1, 100000, 10000);
  await expectTotals(page, second, 1, 250000, 125000);

  await page.reload();
  await expect(card(column(page, second), big.id)).toBeVisible();
  await expect(card(column(page, first), small.id)).toBeVisible();
  await expectTotals(page, first, 1, 100000, 10000);
  await expectTotals(page, second, 1, 250000, 125000);
  const stored = await admin.get(`leads/${big.id}`);
  expect(stored.stage_id).toBe(second);
  expect(stored.probability).toBe(50);

  // Someone else changes a lead's value: the live update reaches the column's totals.
  await admin.patch(`leads/${small.id}`, { estimated_value: 150000 });
  await expectTotals(page, first, 1, 150000, 15000);

  // A card opens the lead's page.
  await card(page, small.id).click();
  await expect(page).toHaveURL(new RegExp(`/crm/lead-detail/${small.id}$`));
});

test("a lead longer in its stage than the stage's rotting days is marked rotting", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const { pipeline, stages } = await pipelineWithStages(admin);
  const rotting = await admin.post("leads", {
    name: uniqueName("Lead olvidado"),
    company: uniqueName("Empresa"),
    pipeline_id: pipeline.id,
    stage_id: stages[0].id,
    estimated_value: 50000,
  });
  const fresh = await admin.post("leads", {
    name: uniqueName("Lead sin plazo"),
    company: uniqueName("Empresa"),
    pipeline_id: pipeline.id,
    stage_id: stages[1].id,
    estimated_value: 50000,
  });
  // The stage rots after 2 days: the API says from when.
  const rotsAfter = Date.parse(rotting.rotting_at) - Date.parse(rotting.stage_changed_at);
  expect(Math.abs(rotsAfter - 2 * DAY_MS)).toBeLessThan(3_600_000);
  expect(fresh.rotting_at).toBeNull();

  // Three days later, as the browser sees it: a day past the stage's rotting days.
  await page.clock.setFixedTime(Date.now() + 3 * DAY_MS);
  await page.goto(`/crm/pipelines?pipeline=${pipeline.id}`);
  await expect(card(page, fresh.id)).toBeVisible();
  const tag = card(page, rotting.id).getByTestId("stale-tag");
  await expect(tag).toHaveText("Estancado 1 día");
  await expect(card(page, rotting.id)).toHaveAttribute("data-stale", "true");
  await expect(card(page, fresh.id).getByTestId("stale-tag")).toHaveCount(0);
});

test("the leads board by status renders and moves a card", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const statuses: Row[] = await admin.get("lead-statuses?active=true&_sort=order,id&_order=asc,asc");
  const [first, second] = [statuses[0].id as number, statuses[1].id as number];
  const campaign = await admin.post("campaigns", { name: uniqueName("Campaña leads"), status: "active" });
  const lead = await admin.post("leads", {
    name: uniqueName("Lead de estado"),
    company: uniqueName("Empresa"),
    lead_status_id: first,
    campaign_id: campaign.id,
    estimated_value: 120000,
    probability: 25,
  });

  await page.goto(`/crm/kanban?campaign_id=${campaign.id}`);
  await expect(page.getByRole("heading", { name: "Leads", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Importar" })).toBeVisible();
  await expect(page.getByTestId("kanban-card")).toHaveCount(1);
  await expect(card(column(page, first), lead.id)).toBeVisible();
  await expectTotals(page, first, 1, 120000, 30000);

  const moved = moveAnswer(page, `leads/${lead.id}/move`);
  await drag(page, card(page, lead.id), column(page, second));
  expect((await moved).status()).toBe(200);
  await expect(card(column(page, second), lead.id)).toBeVisible();
  await expectTotals(page, second, 1, 120000, 30000);
  await expectTotals(page, first, 0, 0, 0);
  expect((await admin.get(`leads/${lead.id}`)).lead_status_id).toBe(second);

  // The same filters in the table view.
  await page.getByText("Tabla", { exact: true }).click();
  await expect(page).toHaveURL(/view=table/);
  const rows = page.getByTestId("board-table").locator(".ant-table-tbody tr.ant-table-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole("link", { name: lead.name })).toHaveAttribute(
    "href",
    `/crm/lead-detail/${lead.id}`,
  );
});

test("the campaigns board renders by status, with each column's budget (English)", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const type = await admin.post("campaign-types", { name: uniqueName("Tipo e2e") });
  const planned = await admin.post("campaigns", {
    name: uniqueName("Campaña planificada"),
    campaign_type_id: type.id,
    status: "planned",
    budget: 300000,
  });
  await admin.post("campaigns", {
    name: uniqueName("Campaña activa"),
    campaign_type_id: type.id,
    status: "active",
    budget: 150000,
  });

  await chooseLanguage(page, "en");
  await page.goto(`/crm/campaigns?campaign_type_id=${type.id}`);
  await expect(page.getByRole("heading", { name: "Campaigns", exact: true })).toBeVisible();
  await expect(page.getByTestId("kanban-column")).toHaveCount(4);
  await expect(card(column(page, "planned"), planned.id)).toBeVisible();
  await expect(column(page, "planned")).toContainText("Planned");
  await expect(count(page, "planned")).toHaveText("1");
  await expect(value(page, "planned")).toHaveText("€3,000");
  await expect(value(page, "active")).toHaveText("€1,500");
  // A budget has no probability: no weighted value.
  await expect(weighted(page, "planned")).toHaveCount(0);
  await expect(page.getByTestId("kanban-board")).not.toHaveAttribute("data-read-only", "true");
});

test.describe("as a commercial user", () => {
  test.use({ role: "commercial" });

  test("a commercial user sees only its own and unassigned leads, and cannot move campaigns", async ({
    page,
    apiAs,
  }) => {
    const admin = apiAs("admin");
    const me = (await apiAs("commercial").get("me")).data.id as number;
    const diego = (await apiAs("diego").get("me")).data.id as number;
    const statuses: Row[] = await admin.get("lead-statuses?active=true&_sort=order,id&_order=asc,asc");
    const status = statuses[0].id as number;
    const campaign = await admin.post("campaigns", { name: uniqueName("Campaña comercial"), status: "planned" });
    const lead = (name: string, owner: number | null, cents: number) =>
      admin.post("leads", {
        name: uniqueName(name),
        company: uniqueName("Empresa"),
        lead_status_id: status,
        campaign_id: campaign.id,
        owner_id: owner,
        estimated_value: cents,
        probability: 100,
      });
    const mine = await lead("Lead propio", me, 100000);
    const free = await lead("Lead sin asignar", null, 20000);
    const others = await lead("Lead de Diego", diego, 500000);

    await page.goto(`/crm/kanban?campaign_id=${campaign.id}`);
    await expect(card(page, mine.id)).toBeVisible();
    await expect(card(page, free.id)).toBeVisible();
    await expect(page.getByTestId("kanban-card")).toHaveCount(2);
    await expect(card(page, others.id)).toHaveCount(0);
    // The totals count what the user sees, not Diego's lead.
    await expectTotals(page, status, 2, 120000, 120000);

    // Campaigns: read, never moved.
    await page.goto(`/crm/campaigns?q=${encodeURIComponent(campaign.name)}`);
    await expect(card(column(page, "planned"), campaign.id)).toBeVisible();
    await expect(page.getByTestId("kanban-board")).toHaveAttribute("data-read-only", "true");
    await expect(page.getByRole("button", { name: /(^|\s)Crear$/ })).toHaveCount(0);
    let moves = 0;
    page.on("request", (req) => void (req.url().includes("/move") && moves++));
    await untilMouseUpHandled(page, () => drag(page, card(page, campaign.id), column(page, "active")));
    await expect(card(column(page, "planned"), campaign.id)).toBeVisible();
    expect(moves).toBe(0);
    expect((await admin.get(`campaigns/${campaign.id}`)).status).toBe("planned");
  });
});

test.describe("as the client", () => {
  test.use({ role: "client" });

  test("a client is refused the pipeline board", async ({ page }) => {
    await page.goto("/crm/pipelines");
    await expect(page.getByText("No tienes permiso para ver esta página.")).toBeVisible();
    await expect(page.getByTestId("kanban-board")).toHaveCount(0);
  });
});
