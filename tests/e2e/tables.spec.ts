import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures/test";
import { signIn, signOut } from "./helpers";

// Issue 15: at 1440 px wide tables keep the row's name on the left and its actions on the right,
// the columns between scroll; users choose their columns; the task board's columns all fit.
test.use({ viewport: { width: 1440, height: 900 }, role: "admin" });
// These screens load many lists at once; a busy machine may take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** The part of the table the user sees: a cell must lie inside it, not past its clipped edge. */
async function expectInside(cell: Locator, frame: Locator) {
  const [c, f] = [await cell.boundingBox(), await frame.boundingBox()];
  expect(c && f, "both are laid out").toBeTruthy();
  expect(c!.x).toBeGreaterThanOrEqual(f!.x - 1);
  expect(c!.x + c!.width).toBeLessThanOrEqual(f!.x + f!.width + 1);
}

const firstRow = (scope: Page | Locator) => scope.locator(".ant-table-tbody tr.ant-table-row").first();
const header = (scope: Page | Locator, name: string) =>
  scope.locator("thead th").filter({ hasText: new RegExp(`^${name}$`) });

test("the projects list keeps the name and the actions in view while the other columns scroll", async ({ page }) => {
  await page.goto("/projects");
  const table = page.getByTestId("projects-table");
  const frame = table.locator(".ant-table-container");
  await expect(firstRow(table)).toBeVisible();
  const actions = firstRow(table).locator("td").last();
  await expect(actions.getByRole("button", { name: "Ver" })).toBeVisible();
  await expectInside(actions, frame);
  // The project's progress shows before any scrolling, clear of the pinned actions (issue 28).
  const progress = header(table, "Progreso \\(%\\)");
  await expectInside(progress, frame);
  const [p, a] = [(await progress.boundingBox())!, (await actions.boundingBox())!];
  expect(p.x + p.width).toBeLessThanOrEqual(a.x);

  // Scrolled to the far end: the last columns show, the name is still there on the left.
  await table.locator(".ant-table-content").evaluate((el) => (el.scrollLeft = el.scrollWidth));
  await expectInside(header(table, "Presupuesto"), frame);
  await expectInside(header(table, "Activo"), frame);
  const name = firstRow(table).locator("td").first();
  await expect(name.getByRole("link")).toBeVisible();
  await expectInside(name, frame);
  await expectInside(actions, frame);
});

// Signing out ends the session it signs out of: this test signs in an admin of its own, so that
// the demo admin's saved session, which the other tests reuse, stays valid.
test.describe("with an account of its own", () => {
  test.use({ role: undefined });

  test("a user's column choice is remembered for that user and that list only", async ({ page, newUser }) => {
    const me = await newUser("admin");
    await signIn(page, me.email, me.password);
    await page.goto("/projects");
    const table = page.getByTestId("projects-table");
    await expect(header(table, "Cliente")).toHaveCount(1);
    await page.getByTestId("column-chooser-button").click();
    const chooser = page.getByTestId("column-chooser");
    // The name cannot be hidden: without it a row means nothing.
    await expect(chooser.getByRole("checkbox", { name: "Nombre" })).toHaveCount(0);
    await chooser.getByRole("checkbox", { name: "Cliente" }).uncheck();
    await expect(header(table, "Cliente")).toHaveCount(0);

    await page.reload();
    await expect(firstRow(table)).toBeVisible();
    await expect(header(table, "Cliente")).toHaveCount(0);
    await expect(header(table, "Responsable")).toHaveCount(1);

    // Another list keeps its own columns.
    await page.goto("/projects/nomenclators/project-managers");
    await expect(firstRow(page)).toBeVisible();
    await expect(header(page, "Cargo")).toHaveCount(1);

    // Another user on the same browser sees every column.
    await signOut(page);
    await signIn(page, "commercial@demo.test");
    await page.goto("/projects");
    await expect(firstRow(table)).toBeVisible();
    await expect(header(table, "Cliente")).toHaveCount(1);
  });
});

/** A list keeps its actions in view, hides a column on request, remembers it, and shows all again. */
async function chooseColumns(page: Page, path: string, column: string) {
  await page.goto(path);
  await expect(firstRow(page)).toBeVisible();
  await expectInside(firstRow(page).locator("td").last(), page.locator(".ant-table-container"));

  await page.getByTestId("column-chooser-button").click();
  await page.getByTestId("column-chooser").getByRole("checkbox", { name: column }).uncheck();
  await expect(header(page, column)).toHaveCount(0);
  await page.reload();
  await expect(firstRow(page)).toBeVisible();
  await expect(header(page, column)).toHaveCount(0);
  await page.getByTestId("column-chooser-button").click();
  await page.getByTestId("column-chooser").getByRole("button", { name: "Mostrar todas" }).click();
  await expect(header(page, column)).toHaveCount(1);
}

test("a generic list offers the column chooser and keeps its actions in view", async ({ page }) => {
  await chooseColumns(page, "/projects/nomenclators/project-managers", "Cargo");
});

test("the users list offers the column chooser and keeps its actions in view", async ({ page }) => {
  await chooseColumns(page, "/users", "Teléfono");
});

test("a project's issues tab keeps its actions in view", async ({ page }) => {
  await page.goto("/projects/1?tab=issues");
  const issues = page.getByTestId("child-records-project-issues");
  await expect(firstRow(issues)).toBeVisible();
  const actions = firstRow(issues).locator("td").last();
  await expect(actions.getByRole("button", { name: "Editar" })).toBeVisible();
  await expectInside(actions, issues.locator(".ant-table-container"));
});

test("the task board shows its four columns whole", async ({ page }) => {
  await page.goto("/tasks/kanban");
  const columns = page.getByTestId("kanban-column");
  await expect(columns).toHaveCount(4);
  await expect(page.getByTestId("kanban-card").first()).toBeVisible();
  const board = page.getByTestId("kanban-board");
  for (let i = 0; i < 4; i++) await expectInside(columns.nth(i), board);
});
