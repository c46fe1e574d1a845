import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { uniqueName, chooseLanguage } from "./helpers";
import { idNamed, type Api, type Row } from "./fixtures/api";

test.use({ role: "admin" });

// /tasks/:id: threaded comments (replies, internal, pinned first), finish-to-start dependencies
// (the date warning confirmed, a cycle refused with its message), time (manual entry rolls up into
// the task's and the project's actual hours; the start/stop timer), files (upload with a progress
// bar, download); a client reads the task without internal comments, time or notes.

const TINY_PNG = path.join(import.meta.dirname, "fixtures", "tiny.png");

/** A project with two tasks: "Diseño" (ends 10 Apr) and "Desarrollo" (starts 1 Apr, before it). */
async function seedProject(admin: Api, extra: Row = {}) {
  const project = await admin.post("projects", {
    name: uniqueName("Campus virtual"),
    project_state_id: await idNamed(admin, "project-states", "En curso"),
    priority: "medium",
    start_date: "2030-03-01",
    ...extra,
  });
  const pending = await idNamed(admin, "task-states", "Pendiente");
  const design = await admin.post("tasks", {
    project_id: project.id,
    name: uniqueName("Diseño"),
    task_state_id: pending,
    priority: "high",
    estimated_hours: 3,
    start_date: "2030-03-02",
    due_date: "2030-04-10",
  });
  const build = await admin.post("tasks", {
    project_id: project.id,
    name: uniqueName("Desarrollo"),
    task_state_id: pending,
    priority: "urgent",
    estimated_hours: 8,
    start_date: "2030-04-01",
    due_date: "2030-05-30",
  });
  return { project, design, build };
}

/** The innermost comment showing `text` (a thread's locator also holds its replies). */
function commentWith(page: Page, text: string): Locator {
  return page
    .locator('[data-testid="comment"]', { has: page.getByTestId("comment-content").getByText(text, { exact: true }) })
    .last();
}

const topLevel = (page: Page) => page.locator('[data-testid="comment-threads"] > [data-testid="comment"]');

test("an admin writes comments, replies, marks one internal and pins one first", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const { design } = await seedProject(admin);
  await page.goto(`/tasks/${design.id}`);
  await expect(page.getByTestId("task-name")).toHaveText(design.name);
  await expect(page.getByTestId("task-priority")).toHaveText("Alta");
  await expect(page.getByTestId("task-estimated-hours")).toHaveText("3 h");

  const composer = page.getByTestId("comment-composer");
  await composer.getByTestId("comment-composer-input").fill("Primer comentario\ncon dos líneas");
  await composer.getByTestId("comment-composer-submit").click();
  await expect(commentWith(page, "Primer comentario\ncon dos líneas")).toBeVisible();

  await commentWith(page, "Primer comentario\ncon dos líneas").getByTestId("comment-reply").first().click();
  await page.getByTestId("reply-composer-input").fill("Una respuesta");
  await page.getByTestId("reply-composer-submit").click();
  const reply = commentWith(page, "Una respuesta");
  await expect(reply).toHaveAttribute("data-depth", "1");

  await composer.getByTestId("comment-composer-input").fill("Solo para el equipo");
  await page.getByTestId("comment-internal").check();
  await composer.getByTestId("comment-composer-submit").click();
  const internal = commentWith(page, "Solo para el equipo");
  await expect(internal.getByTestId("comment-internal-tag")).toBeVisible();
  await expect(topLevel(page)).toHaveCount(2);
  await expect(topLevel(page).first()).toHaveAttribute("data-pinned", "false");

  // Pinning the newer thread puts it first.
  await internal.getByTestId("comment-pin").click();
  await expect(topLevel(page).first()).toHaveAttribute("data-pinned", "true");
  await expect(topLevel(page).first().getByTestId("comment-content").first()).toHaveText("Solo para el equipo");
  await expect(topLevel(page).first().getByTestId("comment-pinned-tag")).toBeVisible();

  // Still so after a reload: it was saved.
  await page.reload();
  await expect(topLevel(page).first().getByTestId("comment-content").first()).toHaveText("Solo para el equipo");
  await expect(commentWith(page, "Una respuesta")).toHaveAttribute("data-depth", "1");
});

test("an admin adds a dependency after the date warning, and a cycle is refused with its message", async ({
  page,
  apiAs,
}) => {
  const admin = apiAs("admin");
  const { design, build } = await seedProject(admin);
  await page.goto("/");

  // "Desarrollo" starts before "Diseño" ends: a warning the user accepts.
  await page.goto(`/tasks/${build.id}?tab=dependencies`);
  await page.getByTestId("dependency-picker").click();
  await page.keyboard.type(design.name.split(" ")[0]);
  await page.locator(".ant-select-item-option").filter({ hasText: design.name }).click();
  await page.getByTestId("dependency-add").click();
  await expect(page.getByTestId("dependency-dates-warning")).toContainText(design.name);
  await page.getByRole("button", { name: "Guardar igualmente" }).click();
  const before = page.getByTestId("dependencies-before").getByTestId("dependency-link");
  await expect(before).toHaveText([design.name]);

  // The other way round would be a cycle.
  await before.click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${design.id}`));
  await expect(page.getByTestId("dependencies-after").getByTestId("dependency-link")).toHaveText([build.name]);
  await page.getByTestId("dependency-picker").click();
  await page.locator(".ant-select-item-option").filter({ hasText: build.name }).click();
  await page.getByTestId("dependency-add").click();
  await expect(page.getByTestId("dependency-error")).toContainText("ciclo");
  await expect(page.getByTestId("dependencies-before").getByTestId("dependency-item")).toHaveCount(0);

  // Moving the dates through the header asks the same question.
  await page.goto(`/tasks/${build.id}`);
  await page.getByTestId("task-dates-edit").click();
  await page.getByTestId("task-start-picker").click();
  await page.getByTestId("task-start-picker").fill("05/04/2030");
  await page.keyboard.press("Enter");
  await page.getByTestId("task-dates-save").click();
  await expect(page.getByTestId("dependency-dates-warning")).toContainText(design.name);
  await page.getByRole("button", { name: "Guardar igualmente" }).click();
  await expect(page.getByTestId("task-start-date")).toHaveAttribute("data-value", "2030-04-05");
});

test("logged time rolls up into the task and the project; the timer starts and stops", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const { project, design } = await seedProject(admin);
  await page.goto(`/tasks/${design.id}?tab=time`);
  await expect(page.getByTestId("task-actual-hours")).toHaveText("0 h");

  await page.getByTestId("time-log").click();
  await page.getByTestId("time-entry-minutes").fill("90");
  await page.getByTestId("time-entry-note").fill("Bocetos");
  await page.getByTestId("time-entry-save").click();
  await expect(page.getByTestId("time-entry-duration")).toHaveText(["1:30"]);
  await expect(page.getByTestId("task-actual-hours")).toHaveText("1,5 h");

  await page.getByTestId("task-project-link").click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}`));
  await expect(page.getByTestId("project-actual-hours")).toHaveText("1,5 h");

  await page.goto(`/tasks/${design.id}?tab=time`);
  await page.getByTestId("timer-start").click();
  await expect(page.getByTestId("timer-stop")).toBeVisible();
  const elapsed = await page.getByTestId("timer-elapsed").textContent();
  await expect(page.getByTestId("timer-elapsed")).not.toHaveText(elapsed!);
  await expect(page.getByTestId("time-entry-row")).toHaveCount(2);
  await page.getByTestId("timer-stop").click();
  await expect(page.getByTestId("timer-start")).toBeVisible();
  await expect(page.getByTestId("time-entry-duration")).toHaveCount(2);
});

test("an admin uploads a PNG with a progress bar and downloads it", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const { design } = await seedProject(admin);
  await page.goto(`/tasks/${design.id}?tab=files`);

  await page.getByTestId("attachment-upload").locator('input[type="file"]').setInputFiles(TINY_PNG);
  const progress = page.getByTestId("upload-progress");
  await expect(progress).toHaveAttribute("data-status", "success");
  await expect(progress.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  const item = page.getByTestId("attachment-item");
  await expect(item.getByTestId("attachment-name")).toHaveText("tiny.png");
  await expect(item.getByTestId("attachment-size")).toHaveText("74 bytes");

  const download = page.waitForEvent("download");
  await item.getByTestId("attachment-download").click();
  expect((await download).suggestedFilename()).toBe("tiny.png");

  // A text file is refused before it is sent.
  await page
    .getByTestId("attachment-upload")
    .locator('input[type="file"]')
    .setInputFiles({ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("hola") });
  await expect(page.getByText("«notas.txt» no es un PNG, JPG, PDF ni DOCX")).toBeVisible();
  await expect(page.getByTestId("attachment-item")).toHaveCount(1);

  // Named and typed as a PNG but not one: the server reads the bytes and refuses it (422).
  await page
    .getByTestId("attachment-upload")
    .locator('input[type="file"]')
    .setInputFiles({ name: "falso.png", mimeType: "image/png", buffer: Buffer.from("no soy una imagen") });
  const refused = page.getByTestId("upload-progress").filter({ hasText: "falso.png" });
  await expect(refused).toHaveAttribute("data-status", "exception");
  await expect(refused).toContainText("El archivo debe ser PNG, JPG, PDF o DOCX");
  await expect(page.getByTestId("attachment-item")).toHaveCount(1);
});

test("a client reads its task without internal comments, time or notes", async ({ page, apiAs, signInAs }) => {
  const admin = apiAs("admin");
  const clients: Row[] = await admin.get("lead-clients?_start=0&_end=100");
  const academia = clients.find((c) => c.name === "Academia Ejemplo");
  expect(academia).toBeTruthy();
  const { design } = await seedProject(admin, { client_id: academia!.id });
  await admin.post("task-comments", { task_id: design.id, content: "Visible para el cliente" });
  await admin.post("task-comments", { task_id: design.id, content: "Secreto del equipo", internal: true });
  await admin.post("task-notes", { task_id: design.id, content: "Nota privada" });

  await signInAs(page, "client", `/tasks/${design.id}`);
  await expect(page.getByTestId("task-name")).toHaveText(design.name);
  await expect(commentWith(page, "Visible para el cliente")).toBeVisible();
  await expect(page.getByText("Secreto del equipo")).toHaveCount(0);
  await expect(page.getByTestId("comment-composer")).toHaveCount(0);
  await expect(page.getByTestId("task-tab-comments")).toBeVisible();
  await expect(page.getByTestId("task-tab-files")).toBeVisible();
  await expect(page.getByTestId("task-tab-time")).toHaveCount(0);
  await expect(page.getByTestId("task-tab-notes")).toHaveCount(0);
  await expect(page.getByTestId("task-edit")).toHaveCount(0);
  await expect(page.getByTestId("task-dates-edit")).toHaveCount(0);
});

test("a commercial user works on its task in English: logs time and comments, and leaves others' time alone", async ({
  page,
  apiAs,
  signInAs,
}) => {
  const admin = apiAs("admin");
  const lucia = apiAs("lucia");
  const { project, design } = await seedProject(admin);
  await admin.post("tasks", {
    project_id: project.id,
    name: uniqueName("Revisión"),
    task_state_id: design.task_state_id,
    assigned_to: (await lucia.get("me")).data.id,
  });
  await admin.post("time-entries", {
    task_id: design.id,
    started_at: "2030-03-03T09:00:00.000Z",
    minutes: 60,
    note: "Del administrador",
  });

  await chooseLanguage(page, "en");
  await signInAs(page, "lucia", `/tasks/${design.id}?tab=time`);
  await expect(page.getByTestId("task-tab-time")).toHaveText("Time");
  await expect(page.getByTestId("timer-start")).toHaveText(/Start timer/);
  await expect(page.getByTestId("task-actual-hours")).toHaveText("1 h");
  // The administrator's entry is not hers to change.
  const theirs = page.getByTestId("time-entry-row").filter({ hasText: "Del administrador" });
  await expect(theirs.getByTestId("time-entry-edit")).toHaveCount(0);
  await expect(theirs.getByTestId("time-entry-delete")).toHaveCount(0);

  await page.getByTestId("time-log").click();
  await page.getByTestId("time-entry-minutes").fill("45");
  await page.getByTestId("time-entry-note").fill("Legal texts");
  await page.getByTestId("time-entry-save").click();
  await expect(page.getByTestId("task-actual-hours")).toHaveText("1.75 h");
  const mine = page.getByTestId("time-entry-row").filter({ hasText: "Legal texts" });
  await expect(mine.getByTestId("time-entry-edit")).toBeVisible();

  await page.getByTestId("task-tab-comments").click();
  const composer = page.getByTestId("comment-composer");
  await expect(composer.getByTestId("comment-composer-input")).toHaveAttribute("placeholder", "Write a comment…");
  await composer.getByTestId("comment-composer-input").fill("Texts ready for review");
  await composer.getByTestId("comment-composer-submit").click();
  await expect(page.getByText("Comment posted")).toBeVisible();
  await expect(commentWith(page, "Texts ready for review")).toBeVisible();
});
