import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./fixtures/test";
import { uniqueName, chooseLanguage } from "./helpers";
import { idNamed, type Row } from "./fixtures/api";

// Overdue work is flagged: a task past its due date at 90 % carries a red "Vencida" tag on its
// card and its page, a project past its end date a "Vencido" one on its page and in the table,
// and the task board and the projects list filter by it (the API's `overdue` filter).

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const card = (page: Page, id: number) => page.locator(`[data-testid="kanban-card"][data-card-id="${id}"]`);

let project: Row;
let onTime: Row;
let late: Row;
let future: Row;

test.use({ role: "admin" });

test.beforeAll(async ({ apiAs }) => {
  const admin = apiAs("admin");
  const state = await idNamed(admin, "project-states", "En curso");
  const pending = await idNamed(admin, "task-states", "Pendiente");
  const prefix = uniqueName("Vencimientos");
  project = await admin.post("projects", {
    name: `${prefix} atrasado`,
    project_state_id: state,
    start_date: day(-60),
    end_date: day(-5),
  });
  onTime = await admin.post("projects", {
    name: `${prefix} a tiempo`,
    project_state_id: state,
    start_date: day(-60),
    end_date: day(40),
  });
  late = await admin.post("tasks", {
    name: uniqueName("Entrega atrasada"),
    project_id: project.id,
    task_state_id: pending,
    due_date: day(-11),
    progress: 90,
  });
  future = await admin.post("tasks", {
    name: uniqueName("Entrega futura"),
    project_id: project.id,
    task_state_id: pending,
    due_date: day(30),
    progress: 10,
  });
});

test("a late task is tagged on its card and its page, and the board filters by it", async ({ page }) => {
  await page.goto(`/tasks/kanban/${project.id}`);
  await expect(card(page, late.id).getByTestId("overdue-tag")).toHaveText("Vencida");
  await expect(card(page, future.id)).toBeVisible();
  await expect(card(page, future.id).getByTestId("overdue-tag")).toHaveCount(0);

  // A project's board has four filters, all in view.
  await page.getByRole("combobox", { name: "Vencimiento" }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: "Solo vencidos" }).click();
  await expect(page).toHaveURL(/overdue=true/);
  await expect(card(page, future.id)).toHaveCount(0);
  await expect(card(page, late.id)).toBeVisible();

  await page.goto(`/tasks/${late.id}`);
  await expect(page.getByTestId("task-header").getByTestId("overdue-tag")).toHaveText("Vencida");
  await page.goto(`/tasks/${future.id}`);
  await expect(page.getByTestId("task-name")).toBeVisible();
  await expect(page.getByTestId("task-header").getByTestId("overdue-tag")).toHaveCount(0);
});

test("a late project is tagged on its page and in the table, and the list filters by it", async ({ page }) => {
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId("project-header").getByTestId("overdue-tag")).toHaveText("Vencido");

  const prefix = project.name.replace(/ atrasado$/, "");
  await page.goto(`/projects?q=${encodeURIComponent(prefix)}`);
  const rows = page.locator(".ant-table-tbody tr.ant-table-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: project.name }).getByTestId("overdue-tag")).toBeVisible();
  await expect(rows.filter({ hasText: onTime.name }).getByTestId("overdue-tag")).toHaveCount(0);

  await page.getByRole("button", { name: /Más filtros/ }).click();
  await page.getByRole("combobox", { name: "Vencimiento" }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: "Solo vencidos" }).click();
  await expect(page).toHaveURL(/overdue=true/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(project.name);
});

test("the tag and the filter speak English too", async ({ page }) => {
  await chooseLanguage(page, "en");
  await page.goto(`/tasks/kanban/${project.id}?overdue=true`);
  await expect(card(page, late.id).getByTestId("overdue-tag")).toHaveText("Overdue");
  await expect(card(page, future.id)).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Overdue" })).toBeVisible();
  await expect(page.getByTestId("filter-bar").getByText("Overdue only")).toBeVisible();
});
