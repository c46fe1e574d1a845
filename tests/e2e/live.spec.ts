import type { Browser, Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures/test";
import { statePath, type E2eServer, type Role } from "./fixtures/servers";
import { drag, uniqueName, chooseLanguage } from "./helpers";
import { idNamed, type Api, type Row } from "./fixtures/api";

// Live updates (docs/live-events.md), two people at once: the admin (the test's page) and Carmen,
// a commercial user who manages the project (a second browser context). A card one moves slides
// on the other's board, and the Gantt follows too; each sees the other on a task's page; an edit
// form whose record the other saves says so, and both of its answers work; a lost stream shows
// "Reconnecting…" and, back, reads again what changed meanwhile. In Spanish and in English.

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ role: "admin" });

const WORDS = {
  es: {
    changed: "Este registro ha cambiado",
    reload: "Recargar",
    keep: "Mantener mis cambios",
    alsoViewing: (names: string) => `También lo está viendo: ${names}`,
    reconnecting: "Reconectando…",
    name: "Nombre",
    description: "Descripción",
    save: "Guardar",
  },
  en: {
    changed: "This record has changed",
    reload: "Reload",
    keep: "Keep my changes",
    alsoViewing: (names: string) => `Also viewing: ${names}`,
    reconnecting: "Reconnecting…",
    name: "Name",
    description: "Description",
    save: "Save",
  },
} as const;

type Lang = keyof typeof WORDS;

/** Another person's browser: its own context, signed in with that role's saved state. Its system
 * asks for motion (the test's page, as in every spec, for none): what it did not move slides. */
async function openAs(browser: Browser, server: E2eServer, role: Role, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    storageState: statePath(server, role),
    locale: "es-ES",
    reducedMotion: "no-preference",
  });
  const page = await context.newPage();
  await chooseLanguage(page, lang);
  return page;
}

/** Records which cards the page animates (the FLIP slide), without depending on its timing. */
async function recordSlides(page: Page) {
  await page.addInitScript(() => {
    const slid: string[] = ((window as unknown as { e2eSlid: string[] }).e2eSlid = []);
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element["animate"]>) {
      const id = (this as HTMLElement).dataset?.cardId;
      if (id) slid.push(id);
      return animate.apply(this, args);
    };
  });
}

const slides = (page: Page) => page.evaluate(() => (window as unknown as { e2eSlid: string[] }).e2eSlid);

/** Resolves once the page's live stream has opened (its `ready` message is on the way). */
function streamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((res) => new URL(res.url()).pathname === "/api/live" && res.status() === 200);
}

async function managerRow(admin: Api, email: string): Promise<number> {
  const rows: Row[] = await admin.get("project-managers?_start=0&_end=100");
  const row = rows.find((r) => r.email === email);
  expect(row, `project manager ${email}`).toBeTruthy();
  return row!.id;
}

/** A project Carmen manages, with two tasks in its first task state. */
async function seedProject(admin: Api) {
  const taskStates: Row[] = await admin.get("task-states?active=true&_sort=order,id&_order=asc,asc");
  const project = await admin.post("projects", {
    name: uniqueName("Proyecto en vivo"),
    project_state_id: await idNamed(admin, "project-states", "En curso"),
    manager_id: await managerRow(admin, "commercial@demo.test"),
  });
  const tasks: Row[] = [];
  for (const name of ["Preparar aula", "Enviar temario"]) {
    tasks.push(
      await admin.post("tasks", {
        name: uniqueName(name),
        description: "Descripción inicial",
        project_id: project.id,
        task_state_id: taskStates[0].id,
      }),
    );
  }
  return { project, tasks, taskStates };
}

const column = (page: Page, id: number) => page.locator(`[data-testid="kanban-column"][data-column-id="${id}"]`);
const card = (scope: Page | Locator, id: number) => scope.locator(`[data-testid="kanban-card"][data-card-id="${id}"]`);

for (const lang of ["es", "en"] as const) {
  const w = WORDS[lang];

  test.describe(`in ${lang === "es" ? "Spanish" : "English"}`, () => {
    let carmen: Page;
    let carmenApi: Api;
    let admin: Api;
    let seeded: Awaited<ReturnType<typeof seedProject>>;

    test.beforeEach(async ({ page, browser, server, apiAs }) => {
      admin = apiAs("admin");
      carmenApi = apiAs("commercial");
      seeded = await seedProject(admin);
      await chooseLanguage(page, lang);
      carmen = await openAs(browser, server, "commercial", lang);
    });

    test.afterEach(async () => {
      await carmen.context().close();
    });

    test(
      "a card one user moves slides to its new column on the other's board, and a task deleted elsewhere leaves "
        + "it",
      async ({ page }) => {
        const { project, tasks, taskStates } = seeded;
        const [first, second] = [taskStates[0].id, taskStates[1].id];
        await recordSlides(carmen);
        await recordSlides(page);
        const watching = streamOpened(carmen);
        await carmen.goto(`/tasks/kanban/${project.id}`);
        await expect(card(column(carmen, first), tasks[0].id)).toBeVisible();
        await watching;

        await page.goto(`/tasks/kanban/${project.id}`);
        await expect(card(column(page, first), tasks[0].id)).toBeVisible();
        const moved = page.waitForResponse((res) => res.url().endsWith(`/api/tasks/${tasks[0].id}/move`));
        await drag(page, card(page, tasks[0].id), column(page, second));
        expect((await moved).status()).toBe(200);

        // Carmen's board follows without a reload.
        await expect(card(column(carmen, second), tasks[0].id)).toBeVisible();
        await expect(card(column(carmen, first), tasks[0].id)).toHaveCount(0);
        await expect(column(carmen, second).getByTestId("kanban-column-count")).toHaveText("1");
        expect(await slides(carmen)).toContain(String(tasks[0].id));
        // The admin's own drop is dnd-kit's to animate, and his system asks for no motion anyway.
        expect(await slides(page)).toEqual([]);

        await admin.delete(`tasks/${tasks[1].id}`);
        await expect(card(carmen, tasks[1].id)).toHaveCount(0);
        await expect(card(page, tasks[1].id)).toHaveCount(0);
      },
    );

    test("each sees the other on a task's page, and no longer once the other leaves", async ({ page }) => {
      const task = seeded.tasks[0];
      const [me, her] = [(await admin.get("me")).data, (await carmenApi.get("me")).data];
      await carmen.goto(`/tasks/${task.id}`);
      await expect(carmen.getByTestId("task-name")).toHaveText(task.name);
      await page.goto(`/tasks/${task.id}`);
      await expect(page.getByTestId("presence")).toContainText(w.alsoViewing(her.name));
      await expect(carmen.getByTestId("presence")).toContainText(w.alsoViewing(me.name));
      // Only the others: nobody sees themselves.
      await expect(page.getByTestId("presence")).not.toContainText(me.name);

      await carmen.goto(`/projects/${seeded.project.id}`);
      await expect(carmen.getByTestId("project-name")).toHaveText(seeded.project.name);
      await expect(page.getByTestId("presence")).toHaveCount(0);
    });

    test("an edit form says when the other saves the same record: keep my changes, then reload", async ({ page }) => {
      const task = seeded.tasks[0];
      const banner = page.getByTestId("record-changed");

      // The admin edits the name; Carmen saves another description meanwhile.
      const listening = streamOpened(page);
      await page.goto(`/tasks/edit/${task.id}`);
      await expect(page.getByLabel(w.name)).toHaveValue(task.name);
      await listening;
      const mine = `${task.name} (admin)`;
      await page.getByLabel(w.name).fill(mine);

      await carmen.goto(`/tasks/edit/${task.id}`);
      await expect(carmen.getByLabel(w.description)).toHaveValue("Descripción inicial");
      await carmen.getByLabel(w.description).fill("Descripción de Carmen");
      await carmen.getByRole("button", { name: w.save }).click();
      await expect(carmen).toHaveURL(new RegExp(`/tasks/${task.id}$`));

      await expect(banner).toContainText(w.changed);
      await expect(carmen.getByTestId("record-changed")).toHaveCount(0);
      // Keep: the touched name stays, the untouched description takes Carmen's, and saving is no stale edit.
      await banner.getByRole("button", { name: w.keep }).click();
      await expect(banner).toHaveCount(0);
      await expect(page.getByLabel(w.name)).toHaveValue(mine);
      await expect(page.getByLabel(w.description)).toHaveValue("Descripción de Carmen");
      await page.getByRole("button", { name: w.save }).click();
      await expect(page).toHaveURL(new RegExp(`/tasks/${task.id}$`));
      expect(await admin.get(`tasks/${task.id}`)).toMatchObject({
        name: mine,
        description: "Descripción de Carmen",
        version: 3,
      });

      // Reload: the form takes the record as Carmen left it, version included.
      await page.goto(`/tasks/edit/${task.id}`);
      await expect(page.getByLabel(w.name)).toHaveValue(mine);
      await page.getByLabel(w.description).fill("Un cambio que se descarta");
      const hers = `${task.name} (Carmen)`;
      await carmen.goto(`/tasks/edit/${task.id}`);
      await expect(carmen.getByLabel(w.name)).toHaveValue(mine);
      await carmen.getByLabel(w.name).fill(hers);
      await carmen.getByRole("button", { name: w.save }).click();
      await expect(carmen).toHaveURL(new RegExp(`/tasks/${task.id}$`));

      await banner.getByRole("button", { name: w.reload }).click();
      await expect(banner).toHaveCount(0);
      await expect(page.getByLabel(w.name)).toHaveValue(hers);
      await expect(page.getByLabel(w.description)).toHaveValue("Descripción de Carmen");
      await page.getByLabel(w.description).fill("Tras recargar");
      await page.getByRole("button", { name: w.save }).click();
      await expect(page).toHaveURL(new RegExp(`/tasks/${task.id}$`));
      expect(await admin.get(`tasks/${task.id}`)).toMatchObject({
        name: hers,
        description: "Tras recargar",
        version: 5,
      });
    });

    test("the profile page says when an admin changes one's account meanwhile, and reloads it", async () => {
      const her = (await carmenApi.get("me")).data;
      const listening = streamOpened(carmen);
      await carmen.goto("/users/profile");
      await expect(carmen.getByTestId("profile-form")).toBeVisible();
      await listening;
      const banner = carmen.getByTestId("record-changed");
      const phone = lang === "es" ? "+34 612 345 678" : "+34 612 345 679";
      const stored = await admin.patch(`users/${her.id}`, { phone });
      await expect(banner).toContainText(w.changed);
      await banner.getByRole("button", { name: w.reload }).click();
      await expect(banner).toHaveCount(0);
      // By id: taking her account again also takes its language, which may not be this run's.
      await expect(carmen.locator("#profile_phone")).toHaveValue(stored.phone);
      // Saving afterwards is no stale edit: the form holds the new version.
      const saved = carmen.waitForResponse(
        (res) => new URL(res.url()).pathname === "/api/me" && res.request().method() === "PATCH",
      );
      await carmen.getByTestId("profile-save").click();
      expect((await saved).status()).toBe(200);
    });

    test("the Gantt chart shows the other's change without a reload", async ({ page }) => {
      const task = seeded.tasks[0];
      const listening = streamOpened(page);
      await page.goto(`/projects/gantt?project_id=${seeded.project.id}`);
      await expect(page.getByTestId("gantt")).toHaveAttribute("data-ready", "true");
      const row = page.locator(`.gantt_row[task_id="t${task.id}"]`);
      await expect(row).toContainText(task.name);
      await listening;

      const renamed = `${task.name} (Carmen)`;
      await carmenApi.patch(`tasks/${task.id}`, {
        name: renamed,
        start_date: "2030-03-02",
        due_date: "2030-03-20",
        version: task.version,
      });
      await expect(row).toContainText(renamed);
      await expect(page.locator(`.gantt_task_line[task_id="t${task.id}"]`)).toBeVisible();
    });

    test("a lost stream shows Reconnecting…, and back it reads again what changed meanwhile", async ({ page }) => {
      const task = seeded.tasks[0];
      const indicator = page.getByTestId("live-indicator");
      // The first stream opens and drops at once; the next attempts fail until the network is back.
      let attempts = 0;
      await page.route("**/api/live", async (route) => {
        if (++attempts > 1) return route.abort("internetdisconnected");
        await route.fulfill({
          status: 200,
          contentType: "text/event-stream",
          body: 'event: ready\ndata: {"stream":"00000000-0000-4000-8000-000000000000","heartbeat":25000}\n\n',
        });
      });
      await page.goto(`/tasks/${task.id}`);
      await expect(page.getByTestId("task-name")).toHaveText(task.name);
      await expect(indicator).toHaveText(w.reconnecting);
      // Missed while the stream is down: only a read after the reconnect can bring it.
      const renamed = `${task.name} (sin conexión)`;
      await admin.patch(`tasks/${task.id}`, { name: renamed, version: task.version });

      // Listening before the route goes: a retry the client had already timed may open the stream
      // the moment it does, before the "online" below.
      const back = streamOpened(page);
      await page.unroute("**/api/live");
      // The browser says it is online again: the client tries at once instead of waiting its turn.
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      await back;
      await expect(indicator).toHaveText("");
      await expect(page.getByTestId("task-name")).toHaveText(renamed);
    });
  });
}
