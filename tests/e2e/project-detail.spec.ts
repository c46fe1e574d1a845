import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { uniqueName, chooseLanguage } from "./helpers";
import { idNamed, type Api, type Row } from "./fixtures/api";

test.use({ role: "admin" });

// /projects/:id: the header's figures, the tabs of a project's records, adding, editing and
// deleting a phase and adding a milestone through the modal form; a client reads its own project
// without the notes tab nor any write button; a commercial user with no part in a project gets
// the not-found state.

/** A project with two phases, two tasks (12 h logged against 10 h estimated), an issue and a milestone. */
async function seedProject(admin: Api, extra: Row = {}) {
  const name = uniqueName("Portal del alumno");
  const project = await admin.post("projects", {
    name,
    description: "Rediseño del portal",
    project_state_id: await idNamed(admin, "project-states", "En curso"),
    project_category_id: await idNamed(admin, "project-categories", "Desarrollo web"),
    priority: "high",
    budget: 12500.5,
    estimated_hours: 10,
    start_date: "2030-03-02",
    end_date: "2030-06-30",
    estimated_end_date: "2030-06-15",
    ...extra,
  });
  await admin.post("project-phases", { project_id: project.id, name: "Análisis", order: 1 });
  await admin.post("project-phases", { project_id: project.id, name: "Desarrollo", order: 2 });
  const pending = await idNamed(admin, "task-states", "Pendiente");
  const first = await admin.post("tasks", {
    project_id: project.id,
    name: "Maquetar portada",
    task_state_id: pending,
    estimated_hours: 4,
    progress: 50,
    due_date: "2030-04-10",
  });
  await admin.post("tasks", {
    project_id: project.id,
    name: "Conectar API",
    task_state_id: pending,
    estimated_hours: 6,
    progress: 0,
  });
  await admin.post("time-entries", {
    task_id: first.id,
    started_at: "2030-03-03T09:00:00.000Z",
    minutes: 720,
    note: "Maqueta",
  });
  await admin.post("project-issues", {
    project_id: project.id,
    title: "Fallo en el acceso",
    priority: "urgent",
    status: "opened",
  });
  await admin.post("project-milestones", { project_id: project.id, name: "Entrega beta", due_date: "2030-05-01" });
  return { id: project.id as number, name };
}

const rowsOf = (page: Page, resource: string) =>
  page.getByTestId(`child-records-${resource}`).locator(".ant-table-tbody tr.ant-table-row");

async function openTab(page: Page, label: string, tab: string) {
  await page.getByRole("tab", { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab}`));
}

test("an admin reads a project's figures, switches tabs and manages phases and milestones", async ({ page, apiAs }) => {
  // A walk through every tab with a dozen writes: on two busy cores it can pass the default minute.
  test.setTimeout(120_000);
  const admin = apiAs("admin");
  const project = await seedProject(admin);

  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId("project-name")).toHaveText(project.name);
  await expect(page.getByTestId("project-state")).toHaveText("En curso");
  await expect(page.getByTestId("project-priority")).toHaveText(/Alta|high/);
  // Progress rolls up from the tasks weighted by their estimates: (4 × 50 + 6 × 0) / 10 = 20 %.
  await expect(page.getByTestId("project-progress")).toContainText("20%");
  await expect(page.getByTestId("project-budget")).toContainText(/12\.500,50\s€/);
  await expect(page.getByTestId("project-actual-hours")).toHaveText("12 h");
  await expect(page.getByTestId("project-estimated-hours")).toHaveText("10 h");
  await expect(page.getByTestId("project-hours").locator("[data-over]")).toHaveAttribute("data-over", "true");
  await expect(page.getByTestId("project-hours")).toContainText("2 h por encima de lo estimado");
  await expect(page.getByTestId("project-start-date")).toHaveText("02/03/2030");
  await expect(page.getByTestId("project-estimated-end-date")).toHaveText("15/06/2030");
  for (const button of ["Editar", "Eliminar", "Tablero de tareas", "Gantt"]) {
    await expect(page.getByTestId("project-header").getByRole("button", { name: button })).toBeVisible();
  }

  // Phases are the first tab, in their declared order.
  await expect(rowsOf(page, "project-phases")).toHaveCount(2);
  await expect(rowsOf(page, "project-phases").first()).toContainText("Análisis");

  // Tasks: state, hours and a link to the task's page.
  await openTab(page, "Tareas", "tasks");
  await expect(rowsOf(page, "tasks")).toHaveCount(2);
  const firstTask = rowsOf(page, "tasks").filter({ hasText: "Maquetar portada" });
  await expect(firstTask).toContainText("Pendiente");
  await expect(firstTask).toContainText("12");
  await expect(firstTask).toContainText("50%");

  await openTab(page, "Incidencias", "issues");
  await expect(rowsOf(page, "project-issues")).toHaveCount(1);
  await expect(rowsOf(page, "project-issues").first()).toContainText("Fallo en el acceso");

  await openTab(page, "Notas", "notes");
  await expect(page.getByTestId("notes-panel")).toBeVisible();
  await openTab(page, "Archivos", "files");
  await expect(page.getByTestId("attachments-panel")).toBeVisible();

  // The tab is kept in the URL: a reload opens the same one.
  await openTab(page, "Hitos", "milestones");
  await page.reload();
  await expect(rowsOf(page, "project-milestones")).toHaveCount(1);

  // Add a milestone through the modal form; the project field is fixed, not asked.
  await page.getByTestId("child-records-project-milestones").getByTestId("child-create").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator("#project-milestones-form_project_id")).toHaveCount(0);
  await dialog.locator("#project-milestones-form_name").fill("Puesta en producción");
  await dialog.locator("#project-milestones-form_due_date").fill("20/06/2030");
  await dialog.locator("#project-milestones-form_due_date").press("Enter");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(rowsOf(page, "project-milestones")).toHaveCount(2);
  await expect(rowsOf(page, "project-milestones").filter({ hasText: "Puesta en producción" })).toContainText(
    "20/06/2030",
  );

  // Phases: a required name is asked for before sending; then add, edit and delete one.
  await openTab(page, "Fases", "phases");
  await page.getByTestId("child-records-project-phases").getByTestId("child-create").click();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.locator(".ant-form-item-explain-error").first()).toBeVisible();
  await dialog.locator("#project-phases-form_name").fill("Pruebas");
  await dialog.locator("#project-phases-form_order").fill("3");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(rowsOf(page, "project-phases")).toHaveCount(3);
  const added = rowsOf(page, "project-phases").filter({ hasText: "Pruebas" });
  await expect(added).toBeVisible();

  await added.getByRole("button", { name: "Editar" }).click();
  await expect(dialog.locator("#project-phases-form_name")).toHaveValue("Pruebas");
  await dialog.locator("#project-phases-form_name").fill("Pruebas finales");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  const renamed = rowsOf(page, "project-phases").filter({ hasText: "Pruebas finales" });
  await expect(renamed).toBeVisible();
  const phases: Row[] = await admin.get(`project-phases?project_id=${project.id}&_start=0&_end=10`);
  expect(phases.map((p) => p.name).sort()).toEqual(["Análisis", "Desarrollo", "Pruebas finales"]);

  await renamed.getByRole("button", { name: "Eliminar" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "Pruebas finales" });
  await expect(confirm.getByRole("button", { name: "Eliminar" })).toBeDisabled();
  await confirm.getByRole("textbox").fill("Pruebas finales");
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(rowsOf(page, "project-phases")).toHaveCount(2);

  // A task's name opens its page.
  await openTab(page, "Tareas", "tasks");
  await rowsOf(page, "tasks").getByText("Conectar API").click();
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
});

test("moving a task to start before the task it depends on ends asks first, then saves", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const project = await seedProject(admin);
  const pending = await idNamed(admin, "task-states", "Pendiente");
  const before = await admin.post("tasks", {
    project_id: project.id,
    name: "Diseñar base de datos",
    task_state_id: pending,
    start_date: "2030-04-01",
    due_date: "2030-04-10",
  });
  const after = await admin.post("tasks", {
    project_id: project.id,
    name: "Programar informes",
    task_state_id: pending,
    start_date: "2030-04-15",
    due_date: "2030-04-20",
  });
  await admin.post("task-dependencies", { task_id: after.id, depends_on_id: before.id });

  await page.goto(`/projects/${project.id}?tab=tasks`);
  await rowsOf(page, "tasks").filter({ hasText: "Programar informes" }).getByRole("button", { name: "Editar" }).click();
  const form = page.getByRole("dialog").filter({ has: page.locator("#tasks-form_start_date") });
  await form.locator("#tasks-form_start_date").fill("05/04/2030");
  await form.locator("#tasks-form_start_date").press("Enter");
  await form.getByRole("button", { name: "Guardar" }).click();

  // Declined: the form stays open with the warning on the date, and nothing is saved.
  const warning = page.getByRole("dialog").filter({ hasText: "¿Guardar de todos modos?" });
  await expect(warning).toContainText("Diseñar base de datos");
  await warning.getByRole("button", { name: "Cancelar" }).click();
  await expect(form.locator(".ant-form-item-explain-error")).toContainText("Diseñar base de datos");
  expect((await admin.get(`tasks?id=${after.id}`))[0].start_date).toBe("2030-04-15");

  // Accepted: the same change is sent again with the confirmation and saved.
  await form.getByRole("button", { name: "Guardar" }).click();
  await warning.getByRole("button", { name: "Guardar igualmente" }).click();
  await expect(form).toBeHidden();
  expect((await admin.get(`tasks?id=${after.id}`))[0].start_date).toBe("2030-04-05");
});

test("a client reads its own project without notes nor any write button", async ({ page, apiAs, signInAs }) => {
  const admin = apiAs("admin");
  const project = await seedProject(admin, { client_id: await idNamed(admin, "lead-clients", "Academia Ejemplo") });

  await signInAs(page, "client", `/projects/${project.id}`);
  await expect(page.getByTestId("project-name")).toHaveText(project.name);
  await expect(page.getByTestId("project-client")).toContainText("Academia Ejemplo");
  await expect(page.getByTestId("project-client")).toContainText("secretaria@academia-ejemplo.test");
  await expect(page.getByRole("tab")).toHaveText(["Fases", "Tareas", "Archivos", "Incidencias", "Hitos"]);
  await expect(page.getByTestId("project-header").getByRole("button", { name: /Editar|Eliminar/ })).toHaveCount(0);
  await expect(rowsOf(page, "project-phases")).toHaveCount(2);
  await expect(page.getByTestId("child-create")).toHaveCount(0);
  await expect(rowsOf(page, "project-phases").getByRole("button")).toHaveCount(0);

  // A notes link typed by hand falls back to the first tab.
  await page.goto(`/projects/${project.id}?tab=notes`);
  await expect(page.getByRole("tab", { selected: true })).toHaveText("Fases");
  await expect(page.getByTestId("notes-panel")).toHaveCount(0);
  await openTab(page, "Archivos", "files");
  await expect(page.getByTestId("attachments-panel")).toBeVisible();
  await openTab(page, "Hitos", "milestones");
  await expect(rowsOf(page, "project-milestones")).toHaveCount(1);
  await expect(page.getByTestId("child-create")).toHaveCount(0);
});

test("a commercial user with no part in a project gets the not-found state", async ({ page, apiAs, signInAs }) => {
  const admin = apiAs("admin");
  const project = await seedProject(admin);

  await signInAs(page, "commercial", `/projects/${project.id}`);
  await expect(page.getByTestId("project-not-found")).toContainText("Proyecto no encontrado");
  await expect(page.getByTestId("project-header")).toHaveCount(0);
});

test("the project page reads in English", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const project = await seedProject(admin);

  await chooseLanguage(page, "en");
  await page.goto(`/projects/${project.id}?tab=issues`);
  await expect(page.getByRole("tab")).toHaveText(["Phases", "Tasks", "Notes", "Files", "Issues", "Milestones"]);
  await expect(page.getByRole("tab", { selected: true })).toHaveText("Issues");
  await expect(page.getByTestId("project-budget")).toContainText("€12,500.50");
  await expect(page.getByTestId("project-hours")).toContainText("2 h over the estimate");
  await expect(page.getByTestId("project-start-date")).toHaveText("03/02/2030");
  await expect(page.getByTestId("project-header").getByRole("button", { name: "Task board" })).toBeVisible();
  await page.getByTestId("project-header").getByRole("button", { name: "Gantt" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/gantt\\?project_id=${project.id}$`));
});
