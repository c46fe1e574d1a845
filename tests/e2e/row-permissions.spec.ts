import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./fixtures/test";
import { uniqueName } from "./helpers";
import { watchProblems } from "./support/page-problems";
import { idNamed, type Api, type Row } from "./fixtures/api";

// Screens offer only what the API accepts. A commercial user sees "Editar" on the project it
// manages but not on one it only works on (a task of its own there), in the project's page and
// in the projects table, and still edits its task there. A client's task board and project page
// ask for nothing the client may not read: no 403, no error toast.

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function managerRow(admin: Api, email: string): Promise<number> {
  const rows: Row[] = await admin.get("project-managers?_start=0&_end=100");
  const row = rows.find((r) => r.email === email);
  expect(row, `project manager ${email}`).toBeTruthy();
  return row!.id;
}

/** Every 403 the page receives from the API. */
function forbiddenAnswers(page: Page): string[] {
  const seen: string[] = [];
  page.on("response", (res) => void (res.status() === 403 && res.url().includes("/api/") && seen.push(res.url())));
  return seen;
}

test("a commercial user is offered Edit on the project it manages, not on one it only works on", async ({
  page,
  apiAs,
  signInAs,
}) => {
  const admin = apiAs("admin");
  const commercial = apiAs("commercial");
  const me = (await commercial.get("me")).data;
  const prefix = uniqueName("Permisos");
  const state = await idNamed(admin, "project-states", "En curso");
  const managed = await admin.post("projects", {
    name: `${prefix} gestionado`,
    project_state_id: state,
    manager_id: await managerRow(admin, "commercial@demo.test"),
  });
  const worked = await admin.post("projects", {
    name: `${prefix} colaboración`,
    project_state_id: state,
    manager_id: await managerRow(admin, "admin@demo.test"),
  });
  const task = await admin.post("tasks", {
    name: uniqueName("Mi tarea"),
    project_id: worked.id,
    task_state_id: await idNamed(admin, "task-states", "Pendiente"),
    assigned_to: me.id,
  });

  await signInAs(page, "commercial", `/projects/${worked.id}`);
  const header = page.getByTestId("project-header");
  await expect(header.getByRole("button", { name: "Tablero de tareas" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Editar" })).toHaveCount(0);
  await expect(header.getByRole("button", { name: "Eliminar" })).toHaveCount(0);

  await page.goto(`/projects/${managed.id}`);
  await expect(header.getByRole("button", { name: "Editar" })).toBeVisible();

  // The table's row actions follow the same rows.
  await page.goto(`/projects?q=${encodeURIComponent(prefix)}`);
  const rows = page.locator(".ant-table-tbody tr.ant-table-row");
  await expect(rows).toHaveCount(2);
  const row = (name: string) => rows.filter({ hasText: name });
  await expect(row(managed.name).getByRole("button", { name: "Editar" })).toBeVisible();
  await expect(row(worked.name).getByRole("button", { name: "Ver" })).toBeVisible();
  await expect(row(worked.name).getByRole("button", { name: "Editar" })).toHaveCount(0);

  // Its own task in that project is its to change.
  await page.goto(`/tasks/${task.id}`);
  await expect(page.getByTestId("task-edit")).toBeVisible();
});

test("a client's task board and project page ask for nothing the client may not read", async ({
  page,
  apiAs,
  signInAs,
}) => {
  const client = apiAs("client");
  const [project] = await client.get("projects?_start=0&_end=1");
  expect(project, "the client's demo project").toBeTruthy();
  const forbidden = forbiddenAnswers(page);
  // Not "networkidle": the live stream keeps one request open as long as the page.
  const network = watchProblems(page);

  await signInAs(page, "client", "/tasks/kanban");
  await expect(page.getByTestId("kanban-card").first()).toBeVisible();
  await network.settled();

  await page.goto(`/projects/${project.id}?tab=tasks`);
  await expect(page.getByTestId("child-records-tasks").locator("tr.ant-table-row").first()).toBeVisible();
  await network.settled();

  expect(forbidden).toEqual([]);
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0);
});
