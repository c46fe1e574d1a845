import type { Locator, Page, Response } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures/test";
import { drag, flushTimers, uniqueName, untilMouseUpHandled, chooseLanguage } from "./helpers";
import type { Api, Row } from "./fixtures/api";

// The declared boards: tasks by task state (/tasks/kanban/:projectId) and projects by project
// state (/projects, board view). Cards move by mouse and by keyboard and stay moved after a
// reload; the projects list filters narrow the table; a client sees its project's board but
// cannot move anything.

// Each test signs in and loads a board more than once; on a busy machine that takes a while.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ role: "admin" });

const column = (page: Page, id: number) => page.locator(`[data-testid="kanban-column"][data-column-id="${id}"]`);
const card = (scope: Page | Locator, id: number) => scope.locator(`[data-testid="kanban-card"][data-card-id="${id}"]`);
const count = (page: Page, id: number) => column(page, id).getByTestId("kanban-column-count");
const moveAnswer = (page: Page, resource: string, id: number) =>
  page.waitForResponse((res) => res.url().endsWith(`/api/${resource}/${id}/move`) && res.request().method() === "POST");

/** Resolves once `count` lists of `resource` have been answered after the move's answer. */
function reads(page: Page, resource: string, count: number): Promise<void> {
  let moved = false;
  let seen = 0;
  return new Promise((resolve) => {
    const onResponse = (res: Response) => {
      const url = res.url();
      if (url.includes(`/api/${resource}/`) && url.endsWith("/move")) moved = true;
      else if (moved && url.includes(`/api/${resource}?`) && res.request().method() === "GET" && ++seen === count) {
        page.off("response", onResponse);
        resolve();
      }
    };
    page.on("response", onResponse);
  });
}

/**
 * Picks a card up from the keyboard: Space, then the board's own announcement. dnd-kit's keyboard
 * sensor starts listening for the next key only on a timer after that: an arrow pressed before it
 * runs is lost (the keyboard move that passed only on retry), so let that timer run first.
 */
async function pickUp(page: Page, cardId: number, announcement: string | RegExp) {
  await card(page, cardId).focus();
  await page.keyboard.press("Space");
  await expect(page.locator("[id^=DndLiveRegion]")).toContainText(announcement);
  await flushTimers(page);
}

let admin: Api;
let project: Row;
let tasks: Row[];
let taskStates: Row[];
let projectStates: Row[];

test.beforeAll(async ({ apiAs }) => {
  const admin = apiAs("admin");
  const clientUser = (await apiAs("client").get("me")).data;
  taskStates = await admin.get("task-states?active=true&_sort=order,id&_order=asc,asc");
  projectStates = await admin.get("project-states?active=true&_sort=order,id&_order=asc,asc");
  project = await admin.post("projects", {
    name: uniqueName("Tablero e2e"),
    project_state_id: projectStates[0].id,
    client_id: clientUser.client_id,
  });
  tasks = [];
  for (const name of ["Maquetar portada", "Revisar textos", "Publicar web"]) {
    tasks.push(
      await admin.post("tasks", { name: uniqueName(name), project_id: project.id, task_state_id: taskStates[0].id }),
    );
  }
});

// The hook's request context ends with the hook: each test calls the API through its own.
test.beforeEach(({ apiAs }) => {
  admin = apiAs("admin");
});

test("an admin moves task cards by mouse and by keyboard, and they stay moved", async ({ page }) => {
  const [first, second] = [taskStates[0].id, taskStates[1].id];
  await page.goto(`/tasks/kanban/${project.id}`);
  await expect(page.getByRole("heading", { name: `Tareas de «${project.name}»` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver el proyecto" })).toHaveAttribute("href", `/projects/${project.id}`);
  await expect(count(page, first)).toHaveText("3");
  await expect(card(column(page, first), tasks[0].id)).toBeVisible();

  // Mouse: the first card onto the second column. After its answer the board reads both columns
  // again; the keyboard part starts once they are back, not while they redraw under it.
  const mouseMove = moveAnswer(page, "tasks", tasks[0].id);
  const reread = reads(page, "tasks", 2);
  await drag(page, card(page, tasks[0].id), column(page, second));
  await expect(card(column(page, second), tasks[0].id)).toBeVisible();
  expect((await mouseMove).status()).toBe(200);
  await reread;
  await expect(count(page, first)).toHaveText("2");
  await expect(count(page, second)).toHaveText("1");

  // Keyboard: Space picks the card up, the right arrow takes it to the next column, Space drops it.
  const keyMove = moveAnswer(page, "tasks", tasks[1].id);
  await pickUp(page, tasks[1].id, `Ha cogido la tarjeta «${tasks[1].name}»`);
  await page.keyboard.press("ArrowRight");
  // Drop once the board has taken the card over the next column (what a person waits to see).
  await expect(page.getByRole("status").filter({ hasText: "está sobre la columna" })).toContainText(
    `«${tasks[1].name}» está sobre la columna`,
  );
  await page.keyboard.press("Space");
  await expect(card(column(page, second), tasks[1].id)).toBeVisible();
  expect((await keyMove).status()).toBe(200);
  await expect(count(page, second)).toHaveText("2");

  await page.reload();
  await expect(card(column(page, second), tasks[0].id)).toBeVisible();
  await expect(card(column(page, second), tasks[1].id)).toBeVisible();
  await expect(card(column(page, first), tasks[2].id)).toBeVisible();
  const stored = await admin.get(`tasks/${tasks[1].id}`);
  expect(stored.task_state_id).toBe(second);

  // A new task from the board starts in the project shown and the first column.
  const name = uniqueName("Tarea nueva");
  await page.getByRole("button", { name: "Nueva tarea" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nombre", { exact: true }).fill(name);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(column(page, first).getByText(name)).toBeVisible();

  // A card opens its task.
  await card(page, tasks[2].id).click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${tasks[2].id}$`));
});

test("an admin moves a project between states on the projects board", async ({ page }) => {
  const [first, second] = [projectStates[0].id, projectStates[1].id];
  await page.goto("/projects");
  await page.getByText("Tablero", { exact: true }).click();
  await expect(page).toHaveURL(/view=board/);
  await page.getByLabel("Buscar", { exact: true }).fill(project.name);
  await page.getByLabel("Buscar", { exact: true }).press("Enter");
  await expect(page.getByTestId("kanban-card")).toHaveCount(1);
  await expect(card(column(page, first), project.id)).toBeVisible();

  const answer = moveAnswer(page, "projects", project.id);
  await drag(page, card(page, project.id), column(page, second));
  await expect(card(column(page, second), project.id)).toBeVisible();
  expect((await answer).status()).toBe(200);

  await page.reload();
  await expect(page).toHaveURL(/view=board/);
  await expect(card(column(page, second), project.id)).toBeVisible();
  await expect(count(page, second)).toHaveText("1");
  expect((await admin.get(`projects/${project.id}`)).project_state_id).toBe(second);
});

test("the projects filters narrow the table (priority and minimum budget)", async ({ page }) => {
  // Its own three projects, found by a tag no other project has: the filters must keep exactly the
  // one both filters match, whatever other tests (or an earlier try's beforeAll) left.
  const tag = uniqueName("Filtros");
  const state = projectStates[0].id;
  const match = await admin.post("projects", {
    name: `${tag} urgente y caro`,
    project_state_id: state,
    priority: "urgent",
    budget: 950000,
  });
  await admin.post("projects", {
    name: `${tag} urgente y barato`,
    project_state_id: state,
    priority: "urgent",
    budget: 850000,
  });
  await admin.post("projects", {
    name: `${tag} alto y caro`,
    project_state_id: state,
    priority: "high",
    budget: 990000,
  });

  await page.goto(`/projects?q=${encodeURIComponent(tag)}`);
  const rows = page.locator(".ant-table-tbody tr.ant-table-row");
  await expect(rows).toHaveCount(3);

  await page.getByRole("combobox", { name: "Prioridad" }).click();
  await page.locator(".ant-select-item-option", { hasText: "Urgente" }).click();
  await expect(page).toHaveURL(/priority=urgent/);
  await expect(rows).toHaveCount(2);
  await page.getByRole("button", { name: /Más filtros/ }).click();
  await page.getByLabel("Presupuesto mínimo").fill("900000");
  await page.getByLabel("Presupuesto mínimo").press("Enter");
  await expect(page).toHaveURL(/budget_gte=900000/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(match.name);
  await expect(rows.first().getByRole("link", { name: match.name })).toHaveAttribute("href", `/projects/${match.id}`);

  // The board view keeps the same filters.
  await page.getByText("Tablero", { exact: true }).click();
  await expect(page.getByTestId("kanban-card")).toHaveCount(1);
  await expect(card(page, match.id)).toBeVisible();
});

test.describe("as the client", () => {
  test.use({ role: "client" });

  test("a client sees its project's boards read-only", async ({ page }) => {
    await page.goto(`/tasks/kanban/${project.id}`);
    await expect(card(page, tasks[2].id)).toBeVisible();
    await expect(page.getByTestId("kanban-board")).toHaveAttribute("data-read-only", "true");
    await expect(page.getByRole("button", { name: "Nueva tarea" })).toHaveCount(0);

    let moves = 0;
    page.on("request", (req) => void (req.url().includes("/move") && moves++));
    const from = column(page, taskStates[0].id);
    await untilMouseUpHandled(page, () => drag(page, card(page, tasks[2].id), column(page, taskStates[2].id)));
    await expect(card(from, tasks[2].id)).toBeVisible();
    expect(moves).toBe(0);

    await page.goto("/projects?view=board");
    await expect(card(page, project.id)).toBeVisible();
    await expect(page.getByTestId("kanban-board")).toHaveAttribute("data-read-only", "true");
    await expect(page.getByRole("button", { name: "Crear" })).toHaveCount(0);
  });
});

test("the boards speak English too", async ({ page }) => {
  await chooseLanguage(page, "en");
  await page.goto("/projects?view=board");
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
  await expect(page.getByText("Board", { exact: true })).toBeVisible();
  await expect(page.getByText("Table", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /More filters/ })).toBeVisible();
  await expect(column(page, projectStates[0].id)).toBeVisible();

  await page.goto(`/tasks/kanban/${project.id}`);
  await expect(page.getByRole("heading", { name: `Tasks of “${project.name}”` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the project" })).toBeVisible();
  await expect(page.getByRole("button", { name: "New task" })).toBeVisible();
  await pickUp(page, tasks[2].id, "Picked up card");
  await page.keyboard.press("Escape");
  await expect(page.locator("[id^=DndLiveRegion]")).toContainText("Move cancelled");
});

test.describe("as a commercial user", () => {
  test.use({ role: "diego" });

  test("a commercial user moves the tasks of a project it works on, and may not pick up the project", async ({
    page,
    apiAs,
  }) => {
    const diego = apiAs("diego");
    const [first, last] = [taskStates[0].id, taskStates[taskStates.length - 1].id];
    const mine = await admin.post("tasks", {
      name: uniqueName("Textos legales"),
      project_id: project.id,
      task_state_id: first,
      assigned_to: (await diego.get("me")).data.id,
    });

    await page.goto(`/tasks/kanban/${project.id}`);
    await expect(card(column(page, first), mine.id)).toBeVisible();
    await expect(page.getByTestId("kanban-board")).not.toHaveAttribute("data-read-only", "true");
    const moved = moveAnswer(page, "tasks", mine.id);
    await drag(page, card(page, mine.id), column(page, last));
    expect((await moved).status()).toBe(200);
    await expect(card(column(page, last), mine.id)).toBeVisible();

    // The project is on its board (it works on it) but is its manager's to move: its card is
    // locked (the row's _can says so), so no move the API would refuse is offered.
    const state = (await diego.get(`projects/${project.id}`)).project_state_id;
    await page.goto(`/projects?view=board&q=${encodeURIComponent(project.name)}`);
    await expect(card(column(page, state), project.id)).toBeVisible();
    await expect(card(page, project.id)).toHaveAttribute("data-locked", "true");
    expect((await diego.get(`projects/${project.id}`))._can).toEqual({ edit: false, delete: false });
  });
});
