import { expect as baseExpect } from "@playwright/test";
import { test } from "./fixtures/test";
import { uniqueName } from "./helpers";
import { idNamed } from "./fixtures/api";

// The generated project and task forms: the edit page loads its record (every field filled) and
// saves a change; a create goes to the new project's page and a double click on Guardar creates it once.

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ role: "admin" });

test("the project edit page loads its record and saves a change", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const name = uniqueName("Proyecto editable");
  const project = await admin.post("projects", {
    name,
    description: "Antes del cambio",
    project_state_id: await idNamed(admin, "project-states", "En curso"),
    priority: "high",
    budget: 4200,
  });

  await page.goto(`/projects/edit/${project.id}`);
  await expect(page.getByLabel("Nombre")).toHaveValue(name);
  await expect(page.getByLabel("Descripción")).toHaveValue("Antes del cambio");
  const stateItem = page.locator(".ant-form-item").filter({ has: page.getByRole("combobox", { name: "Estado" }) });
  await expect(stateItem.locator(".ant-select-selection-item")).toHaveText("En curso");

  const renamed = `${name} (v2)`;
  await page.getByLabel("Nombre").fill(renamed);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await expect(page.getByTestId("project-name")).toHaveText(renamed);
  const saved = await admin.get(`projects/${project.id}`);
  expect(saved.name).toBe(renamed);
  expect(saved.description).toBe("Antes del cambio");
  expect(saved.version).toBe(2);
});

test("a task's page opens its edit form, which loads the task and saves a change back to the page", async ({
  page,
  apiAs,
}) => {
  const admin = apiAs("admin");
  const project = await admin.post("projects", {
    name: uniqueName("Proyecto de tareas"),
    project_state_id: await idNamed(admin, "project-states", "En curso"),
  });
  const name = uniqueName("Tarea editable");
  const task = await admin.post("tasks", {
    name,
    description: "Antes del cambio",
    project_id: project.id,
    task_state_id: await idNamed(admin, "task-states", "Pendiente"),
  });

  await page.goto(`/tasks/${task.id}`);
  await page.getByTestId("task-edit").click();
  await expect(page).toHaveURL(new RegExp(`/tasks/edit/${task.id}$`));
  await expect(page.getByLabel("Nombre")).toHaveValue(name);
  await expect(page.getByLabel("Descripción")).toHaveValue("Antes del cambio");
  const renamed = `${name} (v2)`;
  await page.getByLabel("Nombre").fill(renamed);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${task.id}$`));
  await expect(page.getByTestId("task-name")).toHaveText(renamed);
  expect(await admin.get(`tasks/${task.id}`)).toMatchObject({
    name: renamed,
    description: "Antes del cambio",
    project_id: project.id,
    version: 2,
  });
});

test("creating a project goes to its page, and a double click creates it once", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const name = uniqueName("Proyecto nuevo");
  let posts = 0;
  page.on(
    "request",
    (req) => void (req.method() === "POST" && new URL(req.url()).pathname === "/api/projects" && posts++),
  );

  await page.goto("/projects/create");
  await page.getByLabel("Nombre").fill(name);
  // The state starts on the first active one; another is chosen over it.
  await page.getByRole("combobox", { name: "Estado" }).click({ force: true });
  await page.locator(".ant-select-item-option").filter({ hasText: "En curso" }).click();
  await page.getByRole("button", { name: "Guardar" }).dblclick();

  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByTestId("project-name")).toHaveText(name);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  expect((await admin.get(`projects/${id}`)).name).toBe(name);
  const same = await admin.get(`projects?name=${encodeURIComponent(name)}`);
  expect(same).toHaveLength(1);
  expect(posts).toBe(1);
});

test("a double click on a modal form's Guardar adds the phase once", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const project = await admin.post("projects", {
    name: uniqueName("Proyecto con fases"),
    project_state_id: await idNamed(admin, "project-states", "En curso"),
  });
  let posts = 0;
  page.on(
    "request",
    (req) => void (req.method() === "POST" && new URL(req.url()).pathname === "/api/project-phases" && posts++),
  );

  await page.goto(`/projects/${project.id}`);
  await page.getByTestId("child-records-project-phases").getByTestId("child-create").click();
  const dialog = page.getByRole("dialog");
  await dialog.locator("#project-phases-form_name").fill("Arranque");
  await dialog.getByRole("button", { name: "Guardar" }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("child-records-project-phases").locator("tr.ant-table-row")).toHaveCount(1);
  expect(await admin.get(`project-phases?project_id=${project.id}`)).toHaveLength(1);
  expect(posts).toBe(1);
});
