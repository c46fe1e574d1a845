import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { uniqueName } from "./helpers";
import type { Api, Row } from "./fixtures/api";
import { LONG_TABLE_ROWS } from "../../web/resource-pages/long-table";
import { WINDOW_FROM } from "../../web/components/kanban/use-windowed-cards";

// Long tables and boards draw only what is in view (issue 28, slow phones): a page of more than
// LONG_TABLE_ROWS rows holds fewer rows in the page than it lists, and scrolling brings the last
// one in, which opens its record; on a phone, where the page keeps its own scroll, the browser
// skips the cards out of view; a board column holding more than WINDOW_FROM cards draws a window
// of them that follows the scroll.

test.use({ role: "admin" });

const ROWS = LONG_TABLE_ROWS + 10;
let prefix: string;
let project: Row;
let firstState: number;

async function createMany(admin: Api, count: number, body: (i: number) => Row, resource: string) {
  for (let i = 0; i < count; i++) await admin.post(resource, body(i));
}

test.beforeAll(async ({ apiAs }) => {
  const admin = apiAs("admin");
  prefix = uniqueName("Largo");
  await createMany(admin, ROWS, (i) => ({ name: `${prefix} ${String(i).padStart(3, "0")}` }), "lead-clients");
  const states: Row[] = await admin.get("task-states?active=true&_sort=order,id&_order=asc,asc");
  const projectStates: Row[] = await admin.get("project-states?active=true&_sort=order,id&_order=asc,asc");
  firstState = states[0].id;
  project = await admin.post("projects", { name: uniqueName("Tablero largo"), project_state_id: projectStates[0].id });
  const cards = WINDOW_FROM + 15;
  await createMany(
    admin,
    cards,
    (i) => ({ name: `Tarea ${String(i).padStart(3, "0")}`, project_id: project.id, task_state_id: states[0].id }),
    "tasks",
  );
});

/** Opens the clients list searched for this spec's rows, 100 to a page. */
async function openLongList(page: Page) {
  await page.goto("/crm/clients?pageSize=100&current=1");
  await page.getByRole("searchbox").first().fill(prefix);
  await page.getByRole("searchbox").first().press("Enter");
  await expect(page.locator(".ant-pagination-total-text")).toContainText(String(ROWS));
}

/** Scrolls a box to its end until `target` shows: the box grows as its rows are measured. */
async function scrollUntil(scroller: Locator, target: Locator) {
  await expect(async () => {
    await scroller.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
    await expect(target).toBeVisible({ timeout: 500 });
  }).toPass();
}

test(`a page of ${ROWS} rows draws only those in view, and scrolls to the last`, async ({ page }) => {
  await openLongList(page);
  const table = page.locator("main .ant-table-tbody-virtual");
  await expect(table).toBeVisible();
  const rows = table.locator(".ant-table-row");
  await expect(rows.first()).toContainText(`${prefix} 000`);
  expect(await rows.count()).toBeLessThan(ROWS);

  const last = table.getByText(`${prefix} ${String(ROWS - 1).padStart(3, "0")}`, { exact: true });
  await expect(last).toHaveCount(0);
  await scrollUntil(table.locator(".ant-table-tbody-virtual-holder"), last);
  await expect(table.getByText(`${prefix} 000`, { exact: true })).toHaveCount(0);
  await last.click();
  await expect(page).toHaveURL(/\/crm\/clients\/show\/\d+/);
  await expect(page.locator("main")).toContainText(`${prefix} ${String(ROWS - 1).padStart(3, "0")}`);
});

test(`on a phone the ${ROWS} cards keep the page's scroll, those out of view skipped by the browser`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLongList(page);
  const cards = page.locator("main").getByTestId("row-card");
  await expect(cards).toHaveCount(ROWS);
  await expect(page.locator("main .ant-table-tbody-virtual")).toHaveCount(0);
  // checkVisibility with contentVisibilityAuto says whether the browser skips the element's rendering.
  const rendered = (card: Locator) =>
    card.locator(".row-card-title").evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered(cards.first())).toBe(true);
  expect(await rendered(cards.last())).toBe(false);
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(cards.last())).toBe(true);
  await cards.last().locator(".row-card-title").click();
  await expect(page).toHaveURL(/\/crm\/clients\/show\/\d+/);
});

test("a long board column draws a window of its cards that follows the scroll", async ({ page }) => {
  await page.goto(`/tasks/kanban/${project.id}`);
  const column = page.locator(`[data-testid="kanban-column"][data-column-id="${firstState}"]`);
  const cards = column.getByTestId("kanban-card");
  await expect(column.getByTestId("kanban-column-count")).toHaveText(String(WINDOW_FROM + 15));
  // The first page (50) is drawn whole; scrolling to its end loads the rest, and the column is long.
  const list = column.getByTestId("kanban-column-count").locator("xpath=../following-sibling::div[1]");
  await expect(cards).toHaveCount(50);
  const firstIds = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-card-id")));

  const lastCard = column.getByText(`Tarea ${String(WINDOW_FROM + 14).padStart(3, "0")}`, { exact: true });
  await scrollUntil(list, lastCard);
  await expect(column.getByRole("button", { name: /^Cargar más/ })).toHaveCount(0);
  expect(await cards.count()).toBeLessThan(WINDOW_FROM);
  await expect(cards.first()).not.toHaveAttribute("data-card-id", firstIds[0] ?? "");
  const shownIds = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-card-id")));
  expect(shownIds.some((id) => !firstIds.includes(id))).toBe(true);
  await expect(cards.last()).toBeInViewport();
  // A drawn card still opens its task.
  await cards.last().click();
  await expect(page).toHaveURL(/\/tasks\/\d+/);
});
