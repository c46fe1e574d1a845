import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { uniqueName, untilMouseUpHandled, chooseLanguage } from "./helpers";
import { idNamed, type Api, type Row } from "./fixtures/api";

// /projects/gantt: a project's tasks and dependency on the chart; an admin reschedules a task by
// dragging its bar (saved through the API, kept after a reload), is asked before a move that breaks
// a dependency (and the bar goes back when cancelled), draws a dependency and removes it; a client
// sees the chart read-only; zoom levels; month names in English. A task with tasks after it moves
// them along (one write, their lags kept) and a drag is undone with the Undo button or Ctrl+Z.

/** YYYY-MM-DD of today plus `days`, in the browser's (and this runner's) local time. */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

const spanish = (iso: string) => iso.split("-").reverse().join("/");

/** A project around today with three dated tasks; the second depends on the first. */
async function seedProject(admin: Api, extra: Row = {}) {
  const project = await admin.post("projects", {
    name: uniqueName("Gantt"),
    project_state_id: await idNamed(admin, "project-states", "En curso"),
    start_date: day(-6),
    end_date: day(24),
    ...extra,
  });
  const state = await idNamed(admin, "task-states", "Pendiente");
  const task = (name: string, from: number, to: number) =>
    admin.post("tasks", {
      project_id: project.id,
      name,
      task_state_id: state,
      start_date: day(from),
      due_date: day(to),
    });
  const first = await task("Maquetación", -3, 1);
  const second = await task("Programación", 3, 6);
  const third = await task("Publicación", 10, 12);
  const dependency = await admin.post("task-dependencies", { task_id: second.id, depends_on_id: first.id });
  return { project, first, second, third, dependency };
}

const bar = (page: Page, taskId: number) => page.locator(`.gantt_task_line[task_id="t${taskId}"]`);
const startCell = (page: Page, taskId: number) =>
  page.locator(`.gantt_row[task_id="t${taskId}"] [data-column-name="start_date"]`);

// Wide enough that no drag below nears the timeline's right edge, where the chart scrolls on its
// own and the bar travels further than the mouse (how near depends on the day the test runs).
test.use({ viewport: { width: 1600, height: 900 }, role: "admin" });

// The chart's chunk (dhtmlx) is large: on a busy machine it takes a while to arrive.
const CHART_TIMEOUT = { timeout: 30_000 };
test.setTimeout(120_000);

async function openChart(page: Page, projectId: number, zoom = "day") {
  await page.goto(`/projects/gantt?project_id=${projectId}&zoom=${zoom}`);
  await expect(page.getByTestId("gantt")).toHaveAttribute("data-ready", "true", CHART_TIMEOUT);
}

/** The width of one day on the timeline (day zoom: a cell of the lowest scale line). */
async function dayWidth(page: Page): Promise<number> {
  const cell = page.locator(".gantt_task_scale .gantt_scale_line").last().locator(".gantt_scale_cell").first();
  // A live reload after a save redraws the scale: its cells may be between two renderings.
  let box = await cell.boundingBox();
  await expect.poll(async () => (box = await cell.boundingBox())).not.toBeNull();
  return box!.width;
}

async function dragBy(page: Page, target: Locator, dx: number) {
  await target.hover();
  // The chart redraws itself quietly when the live stream tells of the previous save: the bar
  // may be between two renderings for a moment, so its box is read once it is there again.
  let box = await target.boundingBox();
  await expect.poll(async () => (box = await target.boundingBox())).not.toBeNull();
  box = box!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 15 });
  await page.mouse.up();
}

test("an admin reschedules a task by dragging its bar and the new dates persist", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const { project, first, second, dependency } = await seedProject(admin);

  await openChart(page, project.id);
  // The project's bar: its planned dates (a bracket) over the span of its tasks.
  await expect(page.locator(`.gantt_task_line[task_id="p${project.id}"] .gantt_task_line_planned`)).toBeVisible();
  await expect(bar(page, first.id)).toBeVisible();
  await expect(bar(page, second.id)).toContainText("Programación");
  await expect(
    page.locator(`.gantt_task_link[data-link-id="${dependency.id}"] .gantt_line_wrapper`).first(),
  ).toBeVisible();
  await expect(page.getByTestId("gantt-today-marker")).toBeVisible();
  await expect(startCell(page, second.id)).toHaveText(spanish(day(3)));

  // Two days later: the PATCH carries both dates and the row's version.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/tasks/${second.id}`) && r.request().method() === "PATCH",
  );
  await dragBy(page, bar(page, second.id), 2 * (await dayWidth(page)));
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ start_date: day(5), due_date: day(8), version: second.version });
  await expect(startCell(page, second.id)).toHaveText(spanish(day(5)));

  // A second drag on the same bar uses the version the first save returned.
  const again = page.waitForResponse(
    (r) => r.url().endsWith(`/api/tasks/${second.id}`) && r.request().method() === "PATCH",
  );
  await dragBy(page, bar(page, second.id), -(await dayWidth(page)));
  expect((await again).status()).toBe(200);

  const row = await admin.get(`tasks/${second.id}`);
  expect([row.start_date, row.due_date]).toEqual([day(4), day(7)]);
  await page.reload();
  await expect(page.getByTestId("gantt")).toHaveAttribute("data-ready", "true", CHART_TIMEOUT);
  await expect(startCell(page, second.id)).toHaveText(spanish(day(4)));
  await expect(bar(page, second.id)).toHaveAttribute(
    "aria-label",
    new RegExp(`${spanish(day(4))}.*${spanish(day(7))}`),
  );
});

test("a move that breaks a dependency asks first; cancelled, the bar goes back", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const { project, first } = await seedProject(admin);

  await openChart(page, project.id);
  const before = await bar(page, first.id).getAttribute("aria-label");

  // "Maquetación" would end after "Programación" (which depends on it) starts.
  const refused = page.waitForResponse(
    (r) => r.url().endsWith(`/api/tasks/${first.id}`) && r.request().method() === "PATCH",
  );
  await dragBy(page, bar(page, first.id), 4 * (await dayWidth(page)));
  // It has a task after it: first asked whether that one comes along; alone, then the warning.
  await page.getByTestId("gantt-move-alone").click();
  const answer = await refused;
  expect(answer.status()).toBe(422);
  expect((await answer.json()).confirm).toBe("dependency-dates");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("dependency-dates-warning")).toContainText("Programación");
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  await expect(bar(page, first.id)).toHaveAttribute("aria-label", before!);
  await expect(startCell(page, first.id)).toHaveText(spanish(day(-3)));
  expect((await admin.get(`tasks/${first.id}`)).due_date).toBe(day(1));
});

test("a task moved with the task after it keeps their lag, and the Undo button and Ctrl+Z put both back", async ({
  page,
  apiAs,
}) => {
  const admin = apiAs("admin");
  const { project, first, second } = await seedProject(admin);
  await openChart(page, project.id);
  const width = await dayWidth(page);
  const undo = page.getByTestId("gantt-undo");
  await expect(undo).toBeDisabled();

  // "Maquetación" ends 4 days later: "Programación", which depends on it, is offered along.
  await dragBy(page, bar(page, first.id), 4 * width);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("gantt-successors-question")).toContainText("Programación");
  await dialog.screenshot({ path: "/tmp/shots-i28-d/gantt-successors-es.png" });
  const shifted = page.waitForResponse((r) => r.url().endsWith(`/api/tasks/${first.id}/shift`));
  await dialog.getByRole("button", { name: "Mover también la siguiente" }).click();
  const response = await shifted;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({
    version: first.version,
    start_date: day(1),
    due_date: day(5),
    successors: [{ id: second.id, version: second.version }],
  });
  await expect(startCell(page, second.id)).toHaveText(spanish(day(7)));
  const moved = await admin.get(`tasks/${second.id}`);
  expect([moved.start_date, moved.due_date]).toEqual([day(7), day(10)]);

  // Undo: both tasks back, in one write.
  const undone = page.waitForResponse((r) => r.url().endsWith("/api/tasks/reschedule"));
  await undo.click();
  expect((await undone).status()).toBe(200);
  await expect(startCell(page, second.id)).toHaveText(spanish(day(3)));
  await expect(startCell(page, first.id)).toHaveText(spanish(day(-3)));
  expect((await admin.get(`tasks/${second.id}`)).start_date).toBe(day(3));
  await expect(undo).toBeDisabled();

  // A move of "Programación" alone (nothing after it), undone with Ctrl+Z.
  const patched = page.waitForResponse(
    (r) => r.url().endsWith(`/api/tasks/${second.id}`) && r.request().method() === "PATCH",
  );
  await dragBy(page, bar(page, second.id), 2 * width);
  expect((await patched).status()).toBe(200);
  await expect(startCell(page, second.id)).toHaveText(spanish(day(5)));
  const keyed = page.waitForResponse((r) => r.url().endsWith("/api/tasks/reschedule"));
  await page.keyboard.press("Control+z");
  expect((await keyed).status()).toBe(200);
  await expect(startCell(page, second.id)).toHaveText(spanish(day(3)));
  expect((await admin.get(`tasks/${second.id}`)).due_date).toBe(day(6));
});

test("an admin draws a finish-to-start dependency and removes it with a double click", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const { project, second, third } = await seedProject(admin);

  await openChart(page, project.id, "week");

  // From the end of "Programación" to the start of "Publicación".
  await bar(page, second.id).hover();
  const from = (await bar(page, second.id).locator(".gantt_link_control.task_right .gantt_link_point").boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const target = (await bar(page, third.id).boundingBox())!;
  await page.mouse.move(target.x + 4, target.y + target.height / 2, { steps: 15 });
  const to = (await bar(page, third.id).locator(".gantt_link_control.task_left .gantt_link_point").boundingBox())!;
  const created = page.waitForResponse(
    (r) => r.url().endsWith("/api/task-dependencies") && r.request().method() === "POST",
  );
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.up();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({ task_id: third.id, depends_on_id: second.id });
  const link = (await response.json()) as Row;
  const drawn = page.locator(`.gantt_task_link[data-link-id="${link.id}"]`);
  await expect(drawn.locator(".gantt_line_wrapper").first()).toBeVisible();

  // A vertical stretch of the arrow, clear of both bars.
  const segments = await drawn
    .locator(".gantt_line_wrapper")
    .evaluateAll((nodes) =>
      nodes.map((n) => n.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
    );
  const vertical = segments.find((s) => s.height > s.width)!;
  await page.mouse.dblclick(vertical.x + vertical.width / 2, vertical.y + vertical.height / 2);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("«Publicación» dejará de depender de «Programación»");
  const removed = page.waitForResponse(
    (r) => r.url().endsWith(`/api/task-dependencies/${link.id}`) && r.request().method() === "DELETE",
  );
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  expect((await removed).status()).toBe(200);
  await expect(drawn).toHaveCount(0);
  expect(await admin.get(`task-dependencies?task_id=${third.id}`)).toEqual([]);
});

test("a client sees its project's chart read-only: dragging a bar changes nothing", async ({
  page,
  apiAs,
  signInAs,
}) => {
  const admin = apiAs("admin");
  const { project, second } = await seedProject(admin, {
    client_id: await idNamed(admin, "lead-clients", "Academia Ejemplo"),
  });

  await signInAs(page, "client");
  await openChart(page, project.id);
  await expect(page.getByTestId("gantt-readonly")).toBeVisible();
  await expect(bar(page, second.id)).toBeVisible();
  // Nothing to grab: no resize handles, no link points.
  await expect(bar(page, second.id).locator(".gantt_task_drag, .gantt_link_control")).toHaveCount(0);

  const writes: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET") writes.push(`${r.method()} ${r.url()}`);
  });
  const before = (await bar(page, second.id).boundingBox())!;
  const width = await dayWidth(page);
  await untilMouseUpHandled(page, () => dragBy(page, bar(page, second.id), 2 * width));
  expect(writes).toEqual([]);
  expect((await bar(page, second.id).boundingBox())!.x).toBe(before.x);
  await expect(startCell(page, second.id)).toHaveText(spanish(day(3)));
  const client = apiAs("client");
  expect((await client.get(`tasks/${second.id}`)).start_date).toBe(day(3));
});

test("a commercial user reschedules a task of a project it works on; the project itself is its manager's", async ({
  page,
  apiAs,
  signInAs,
}) => {
  const admin = apiAs("admin");
  const diego = apiAs("diego");
  const { project } = await seedProject(admin);
  const state = await idNamed(admin, "task-states", "Pendiente");
  const mine = await admin.post("tasks", {
    project_id: project.id,
    name: "Textos legales",
    task_state_id: state,
    assigned_to: (await diego.get("me")).data.id,
    start_date: day(2),
    due_date: day(4),
  });

  await signInAs(page, "diego");
  await openChart(page, project.id);
  const projectBar = page.locator(`.gantt_task_line[task_id="p${project.id}"]`);
  await expect(projectBar).toHaveClass(/gantt-readonly/);
  await expect(bar(page, mine.id)).not.toHaveClass(/gantt-readonly/);
  // Its bar runs past the timeline's edge: point at the part on screen; the tooltip says why.
  const box = (await projectBar.boundingBox())!;
  const area = (await page.locator(".gantt_task").boundingBox())!;
  await page.mouse.move(
    (Math.max(box.x, area.x) + Math.min(box.x + box.width, area.x + area.width)) / 2,
    box.y + box.height / 2,
  );
  await expect(page.locator(".gantt_tooltip")).toContainText("Solo lectura");

  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/tasks/${mine.id}`) && r.request().method() === "PATCH",
  );
  await dragBy(page, bar(page, mine.id), await dayWidth(page));
  expect((await saved).status()).toBe(200);
  expect((await diego.get(`tasks/${mine.id}`)).start_date).toBe(day(3));
});

test("zoom levels switch the scale, and English shows English month names", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const { project } = await seedProject(admin);
  const month = (lang: string) => new Date().toLocaleString(lang, { month: "long" });
  const lowestScale = page.locator(".gantt_task_scale .gantt_scale_line").last();

  await chooseLanguage(page, "en");
  await openChart(page, project.id, "week");
  await expect(page.getByRole("heading", { name: "Gantt chart" })).toBeVisible();
  await expect(page.getByTestId("gantt").locator(".gantt_grid_head_cell").first()).toHaveText("Name");

  await page.getByTestId("gantt-zoom").getByText("Month", { exact: true }).click();
  await expect(page).toHaveURL(/zoom=month/);
  await expect(
    lowestScale.locator(".gantt_scale_cell").filter({ hasText: new RegExp(`^${month("en")}$`, "i") }),
  ).toHaveCount(1);

  await page.getByTestId("gantt-zoom").getByText("Day", { exact: true }).click();
  await expect(page).toHaveURL(/zoom=day/);
  // Day cells: one per day, named by weekday and day of month.
  await expect(lowestScale.locator(".gantt_scale_cell").first()).toHaveText(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2}$/);
  await expect(page.locator(".gantt_task_scale")).toContainText(new RegExp(`${month("en")} \\d{4}`, "i"));

  // Switching the language live relabels the chart.
  await page.getByRole("radio", { name: "ES" }).click();
  await expect(page.locator(".gantt_task_scale")).toContainText(new RegExp(`${month("es")} \\d{4}`, "i"));
  await expect(page.getByTestId("gantt").locator(".gantt_grid_head_cell").first()).toHaveText("Nombre");
});
