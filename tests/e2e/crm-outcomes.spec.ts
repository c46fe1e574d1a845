import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures/test";
import { drag, uniqueName } from "./helpers";
import type { Api, Row } from "./fixtures/api";

// One truth about where a lead stands (issue 26): a lead moved on the status board (/crm/kanban)
// is in a stage of the same outcome on its pipeline's board (/crm/pipelines), and back; as an
// admin and as a commercial user on their own lead. Each test narrows both boards to a campaign
// and a pipeline of its own, so the demo data and other tests never get in the way.

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
// Wide enough for the demo's five status columns side by side: a drag starts and ends on screen.
test.use({ viewport: { width: 1800, height: 900 } });

const column = (page: Page, id: number) => page.locator(`[data-testid="kanban-column"][data-column-id="${id}"]`);
const card = (scope: Page | Locator, id: number) => scope.locator(`[data-testid="kanban-card"][data-card-id="${id}"]`);
const moved = (page: Page, path: string) =>
  page.waitForResponse((res) => res.url().endsWith(`/api/${path}`) && res.request().method() === "POST");

interface Setup {
  campaign: Row;
  pipeline: Row;
  /** Open, won and lost stages of the test's own pipeline. */
  stages: { open: number; won: number; lost: number };
  /** The demo's first open, won and lost statuses. */
  statuses: { open: number; won: number; lost: number };
}

async function setUp(admin: Api): Promise<Setup> {
  const first = async (outcome: string) =>
    ((await admin.get(`lead-statuses?outcome=${outcome}&active=true&_sort=order,id&_order=asc,asc`)) as Row[])[0]
      .id as number;
  const campaign = await admin.post("campaigns", { name: uniqueName("Campaña resultados"), status: "active" });
  // Last in order: a lead created without a pipeline never lands in it.
  const pipeline = await admin.post("pipelines", { name: uniqueName("Embudo resultados"), order: 9000 });
  const stage = async (name: string, order: number, outcome: string, win_probability: number) =>
    (await admin.post("pipeline-stages", { pipeline_id: pipeline.id, name, order, outcome, win_probability }))
      .id as number;
  const stages = {
    open: await stage("Contacto", 1, "open", 20),
    won: await stage("Firmado", 2, "won", 100),
    lost: await stage("Descartado", 3, "lost", 0),
  };
  return {
    campaign,
    pipeline,
    stages,
    statuses: { open: await first("open"), won: await first("won"), lost: await first("lost") },
  };
}

/** Drags the lead's card into a column of the board on screen and waits for the move's answer. */
async function dragTo(page: Page, leadId: number, columnId: number, path: string) {
  const answer = moved(page, path);
  await drag(page, card(page, leadId), column(page, columnId));
  expect((await answer).status()).toBe(200);
  await expect(card(column(page, columnId), leadId)).toBeVisible();
}

async function onStatusBoard(page: Page, s: Setup, leadId: number, statusId: number) {
  await page.goto(`/crm/kanban?campaign_id=${s.campaign.id}`);
  await expect(card(column(page, statusId), leadId)).toBeVisible();
}

async function onPipelineBoard(page: Page, s: Setup, leadId: number, stageId: number) {
  await page.goto(`/crm/pipelines?pipeline=${s.pipeline.id}&campaign_id=${s.campaign.id}`);
  await expect(card(column(page, stageId), leadId)).toBeVisible();
}

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("a lead moved on either board stands the same on the other, and its page says so", async ({ page, apiAs }) => {
    const admin = apiAs("admin");
    const s = await setUp(admin);
    const lead = await admin.post("leads", {
      name: uniqueName("Lead de ida y vuelta"),
      company: uniqueName("Empresa"),
      campaign_id: s.campaign.id,
      pipeline_id: s.pipeline.id,
      stage_id: s.stages.open,
      estimated_value: 123456,
    });
    expect(lead.lead_status_id).toBe(s.statuses.open);

    // Lost on the status board: lost in the pipeline.
    await onStatusBoard(page, s, lead.id, s.statuses.open);
    await dragTo(page, lead.id, s.statuses.lost, `leads/${lead.id}/move`);
    await onPipelineBoard(page, s, lead.id, s.stages.lost);

    // Won in the pipeline: won on the status board, and on its page.
    await dragTo(page, lead.id, s.stages.won, `leads/${lead.id}/move/pipeline`);
    await onStatusBoard(page, s, lead.id, s.statuses.won);
    await card(page, lead.id).click();
    await expect(page).toHaveURL(new RegExp(`/crm/lead-detail/${lead.id}$`));
    const won = (await admin.get(`lead-statuses/${s.statuses.won}`)).name as string;
    await expect(page.getByTestId("lead-state")).toHaveText(won);
    await expect(page.getByTestId("lead-stage")).toContainText("Firmado");
    // 1.234,56 € at 100 %.
    await expect(page.getByTestId("lead-weighted-value")).toContainText(/1\.?234,56/);

    // Reopened from its page: open on both boards again.
    await page.getByTestId("lead-reopen").click();
    await expect(page.getByTestId("lead-stage")).toContainText("Contacto");
    await onPipelineBoard(page, s, lead.id, s.stages.open);
    await onStatusBoard(page, s, lead.id, s.statuses.open);
  });
});

test.describe("as a commercial user", () => {
  test.use({ role: "commercial" });

  test("a commercial user's own lead moved on either board stands the same on the other", async ({ page, apiAs }) => {
    const s = await setUp(apiAs("admin"));
    const commercial = apiAs("commercial");
    // Created by the commercial user, it is theirs without naming an owner.
    const lead = await commercial.post("leads", {
      name: uniqueName("Lead comercial"),
      company: uniqueName("Empresa"),
      campaign_id: s.campaign.id,
      pipeline_id: s.pipeline.id,
      stage_id: s.stages.open,
      estimated_value: 50000,
    });
    expect(lead.owner_id).toBe((await commercial.get("me")).data.id);

    await onPipelineBoard(page, s, lead.id, s.stages.open);
    await dragTo(page, lead.id, s.stages.lost, `leads/${lead.id}/move/pipeline`);
    await onStatusBoard(page, s, lead.id, s.statuses.lost);

    await dragTo(page, lead.id, s.statuses.won, `leads/${lead.id}/move`);
    await onPipelineBoard(page, s, lead.id, s.stages.won);

    // Back to open on the status board: the first open stage of its pipeline.
    await onStatusBoard(page, s, lead.id, s.statuses.won);
    await dragTo(page, lead.id, s.statuses.open, `leads/${lead.id}/move`);
    await onPipelineBoard(page, s, lead.id, s.stages.open);
    const stored = await commercial.get(`leads/${lead.id}`);
    expect(stored).toMatchObject({
      outcome: "open",
      lead_status_id: s.statuses.open,
      stage_id: s.stages.open,
      lost_at: null,
      won_at: null,
    });
  });
});
