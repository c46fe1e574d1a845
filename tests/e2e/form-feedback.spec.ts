import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import type { Api, Row } from "./fixtures/api";
import { createCourse } from "./fixtures/education";
import { option } from "./fixtures/education-steps";
import { RESOURCES } from "../../resources/registry";
import { pagesOf } from "../../resources/kit/define-resource";
import { isNomenclator, pickerOrderOf } from "../../resources/kit/nomenclator";
import { QUICK_CREATE_MAX } from "../../resources/kit/quick-create";
import { roleCan } from "../../resources/kit/permissions";
import type { ResourceDef } from "../../resources/kit/types";
import { uniqueName } from "./helpers";

// Issue 28, forms, finding and feedback, as each role meets them: every generated form has
// Cancel and starts a required nomenclator reference on its first active row (derived from the
// declarations); lists write only the filters in use; a field's error shows under it, not in a
// toast; a success names the record and clears earlier errors; the quick lead form; a
// registration offers only the client's offers and says when it drafted an invoice; 404s untoasted.

const SHOTS = process.env.SHOTS_DIR;
const ES = JSON.parse(fs.readFileSync("locales/es/resources.json", "utf8"));
/** Resources whose create and list are hand-written screens (the invoice editor; the boards). */
const OWN_FORM = new Set(["invoices"]);
const OWN_LIST = new Set(["projects", "leads", "campaigns", "tickets", "invoices"]);

const toasts = (page: Page) => page.locator(".ant-notification-notice");
const errorToasts = (page: Page) => toasts(page).filter({ has: page.locator("[role=alert]") });
const word = (text: string) => new RegExp(`(^|\\s)${text}$`);
const routeOf = (name: string) => RESOURCES.find((def) => def.name === name)!.route;

/** Client-side navigation: the app is not loaded again for every page of the walk. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** The form item of a label (antd: the label's item holds the control and its messages). */
const item = (scope: Page | Locator, label: string) =>
  scope
    .locator(".ant-form-item")
    .filter({ has: scope.getByText(label, { exact: true }) })
    .first();

/** The required references to nomenclators a form of `def` starts filled. */
function defaulted(def: ResourceDef): [string, ResourceDef][] {
  return Object.entries(def.fields).flatMap(([name, field]) => {
    const target =
      field.type === "reference" && field.required && !field.sameAs && !field.readOnly
        ? RESOURCES.find((r) => r.name === field.reference)
        : undefined;
    return target && isNomenclator(target) ? [[name, target] as [string, ResourceDef]] : [];
  });
}

/** The rows a form's picker offers, in its order (the API's, as the picker asks for them). */
async function offered(admin: Api, target: ResourceDef): Promise<Row[]> {
  const { sorters, activeField } = pickerOrderOf(target);
  const sort = `_sort=${sorters.map((s) => s.field).join(",")}&_order=${sorters.map((s) => s.order).join(",")}`;
  return admin.get(`${target.name}?_start=0&_end=50&${sort}${activeField ? `&${activeField}=true` : ""}`);
}

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test(
    "every generated form has Cancel and starts each required nomenclator on its first active row; lists write no "
      + "empty filter",
    async ({ page, apiAs }) => {
      test.setTimeout(180_000);
      const admin = apiAs("admin");
      await page.goto("/");
      await expect(page.getByRole("main")).toBeVisible();
      const forms = RESOURCES.filter(
        (def) =>
          pagesOf(def).includes("create")
          && !def.attachments
          && !OWN_FORM.has(def.name)
          && roleCan(def.permissions, "admin", "create"),
      );
      expect(forms.map((def) => def.name)).toEqual(
        expect.arrayContaining(["projects", "project-states", "leads", "courses"]),
      );
      for (const def of forms) {
        await open(page, `${def.route}/create`);
        await expect(page.getByRole("heading", { name: ES[def.name].new, exact: true }), def.name).toBeVisible();
        await expect(page.getByRole("button", { name: word("Cancelar") }), def.name).toBeVisible();
        for (const [name, target] of defaulted(def)) {
          const [first] = await offered(admin, target);
          await expect(
            item(page, ES[def.name].fields[name]).locator(".ant-select-selection-item"),
            `${def.name}.${name}`,
          ).toHaveText(String(first[target.labelField]));
        }
      }
      // Cancel leaves without saving, to the list.
      await open(page, `${routeOf("projects")}/create`);
      await expect(page.getByRole("heading", { name: ES.projects.new, exact: true })).toBeVisible();
      await page.getByRole("button", { name: word("Cancelar") }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/projects");
      // The invoice editor, a hand-written form, too.
      await open(page, "/billings/new");
      await expect(page.getByTestId("invoice-editor")).toBeVisible();
      await page.getByRole("button", { name: word("Cancelar") }).click();
      await expect(page).toHaveURL((url) => url.pathname === routeOf("invoices"));

      const lists = RESOURCES.filter(
        (def) => pagesOf(def).includes("list") && !OWN_LIST.has(def.name) && roleCan(def.permissions, "admin", "list"),
      );
      for (const def of lists) {
        // The list before has written its address (polled below): moving on cannot be undone by it.
        await open(page, def.route);
        await expect(page.getByRole("heading", { name: ES[def.name].title, exact: true }), def.name).toBeVisible();
        // Once the list has written its paging and sorting, no filter is among them.
        await expect.poll(() => new URL(page.url()).search, def.name).toContain("pageSize");
        expect(decodeURIComponent(new URL(page.url()).search), def.name).not.toContain("filters");
      }
      // A search is the one filter written, and taken away again with the search.
      await page.goto(routeOf("lead-statuses"));
      const search = page.getByRole("searchbox", { name: "Buscar…" });
      await search.fill("Ganado");
      await search.press("Enter");
      await expect.poll(() => decodeURIComponent(new URL(page.url()).search)).toContain("filters[0][field]=q");
      expect(decodeURIComponent(new URL(page.url()).search)).not.toContain("filters[1]");
      await search.fill("");
      await search.press("Enter");
      await expect.poll(() => new URL(page.url()).search).not.toContain("filters");
    },
  );

  test("pickers follow the declared order without inactive rows; an edit keeps its inactive value", async ({
    page,
    apiAs,
  }) => {
    const admin = apiAs("admin");
    const states = getStates(await offered(admin, RESOURCES.find((r) => r.name === "project-states")!));
    const retired = await admin.post("project-states", { name: uniqueName("Retirado"), active: false, order: 0 });
    const project = await admin.post("projects", { name: uniqueName("Proyecto viejo"), project_state_id: retired.id });

    await page.goto(`${routeOf("projects")}/create`);
    const state = item(page, "Estado");
    await expect(state.locator(".ant-select-selection-item")).toHaveText(states[0]);
    await state.locator(".ant-select-selector").click();
    const shown = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
    await expect(shown).toHaveText(states);
    await expect(option(page, "Cancelado")).toHaveCount(0);
    await expect(option(page, retired.name)).toHaveCount(0);
    await page.keyboard.press("Escape");

    await page.goto(`${routeOf("projects")}/edit/${project.id}`);
    await expect(item(page, "Estado").locator(".ant-select-selection-item")).toHaveText(retired.name);
    // Other specs count the project states: this one's go.
    await admin.delete(`projects/${project.id}`);
    await admin.delete(`project-states/${retired.id}`);
  });

  test("a field's error shows under it, not in a toast; a success names the record and clears earlier errors", async ({
    page,
    apiAs,
  }) => {
    const admin = apiAs("admin");
    const used = (await admin.get("project-states?_start=0&_end=1&_sort=order&_order=asc&active=true"))[0];
    // An error toast: a state in use cannot be deleted.
    await page.goto(routeOf("project-states"));
    const row = page.locator(".ant-table-row").filter({ hasText: used.name }).first();
    await row.getByRole("button", { name: "Eliminar" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox").fill(used.name);
    await dialog.getByRole("button", { name: word("Eliminar") }).click();
    await expect(errorToasts(page)).toHaveCount(1);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();

    // A duplicate name: under the field, and no second toast.
    await page
      .getByRole("button", { name: word("Crear") })
      .first()
      .click();
    const name = item(page, "Nombre");
    await name.getByRole("textbox").fill(used.name);
    const refused = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith("/api/project-states"),
    );
    await page.getByRole("button", { name: word("Guardar") }).click();
    expect((await refused).status()).toBe(422);
    const message = name.locator(".ant-form-item-explain-error");
    await expect(message).toBeVisible();
    await expect(errorToasts(page).filter({ hasText: await message.innerText() })).toHaveCount(0);
    await shoot(page, "field-error-es-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "field-error-es-390");
    await page.setViewportSize({ width: 1440, height: 900 });

    // Saved: the toast names it, and the earlier error is gone.
    const fresh = uniqueName("Estado nuevo");
    await name.getByRole("textbox").fill(fresh);
    const created = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith("/api/project-states") && r.status() === 201,
    );
    await page.getByRole("button", { name: word("Guardar") }).click();
    const saved = await (await created).json();
    await expect(toasts(page).filter({ hasText: `Estado de proyecto «${fresh}» creado` })).toBeVisible();
    await expect(errorToasts(page)).toHaveCount(0);
    // Other specs count the project states: this one goes.
    await admin.delete(`project-states/${saved.id}`);
  });

  test("a registration offers only the client's offers and says it drafted the fee invoice, with a link", async ({
    page,
    apiAs,
  }) => {
    const admin = apiAs("admin");
    const tag = uniqueName("Ofertas").split(" ")[1];
    const course = await createCourse(admin, { name: `Ajedrez ${tag}`, code: `AJ-${tag}`, seats: 5 });
    const demo = (await apiAs("client").get("me")).data.client_id as number;
    const demoName = (await admin.get(`lead-clients/${demo}`)).name as string;
    const other = await admin.post("lead-clients", { name: `Familia ${tag}` });
    const mine = await admin.post("enrollments", {
      name: `Convenio propio ${tag}`,
      access_type: "private",
      client_ids: [demo],
      fee: 3000,
    });
    const theirs = await admin.post("enrollments", {
      name: `Convenio ajeno ${tag}`,
      access_type: "private",
      client_ids: [other.id],
      fee: 2000,
    });
    const open = await admin.post("enrollments", { name: `Oferta abierta ${tag}`, fee: 2500 });
    /** A client among many: typed, then picked (the picker lists the first page of them). */
    const choose = async (select: Locator, text: string) => {
      await select.click({ force: true });
      await page.keyboard.type(text);
      await option(page, text).first().click();
    };

    await page.goto(`/courses/show/${course.id}`);
    await page.getByTestId("roster-register").click();
    const form = page.getByTestId("registration-form");
    await choose(form.getByLabel("Cliente"), demoName);
    // An offer is named with its fee ("Convenio propio … · 30,00 €").
    const offer = (name: string) =>
      page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: name });
    const offers = form.getByTestId("registration-offer");
    await offers.click({ force: true });
    await expect(offer(mine.name)).toBeVisible();
    await expect(offer(open.name)).toBeVisible();
    await expect(offer(theirs.name)).toHaveCount(0);
    await offer(mine.name).click();
    // Another client: their agreement is offered, the first client's is let go.
    await choose(form.getByLabel("Cliente"), other.name);
    await expect(offers.locator(".ant-select-selection-item")).toHaveCount(0);
    await offers.click({ force: true });
    await expect(offer(theirs.name)).toBeVisible();
    await expect(offer(mine.name)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await choose(form.getByLabel("Cliente"), demoName);
    await offers.click({ force: true });
    await offer(mine.name).click();
    await form.getByLabel("Alumno").fill(`Iris ${tag}`);
    await page.getByRole("dialog").getByRole("button", { name: "Inscribir" }).click();

    const notice = toasts(page).filter({ hasText: "Se ha preparado la factura de matrícula de 30,00 €, en borrador." });
    await expect(notice).toBeVisible();
    await notice.getByRole("link", { name: "Abrir factura" }).click();
    const registration = (await admin.get(`course-registrations?course_id=${course.id}`))[0];
    await expect(page).toHaveURL(new RegExp(`/billings/${registration.fee_invoice_id}$`));
    // Out of every other spec's catalogue: the offers and the course retire.
    for (const row of [mine, theirs, open])
      await admin.patch(`enrollments/${row.id}`, { active: false, version: row.version });
    await admin.patch(`courses/${course.id}`, {
      active: false,
      version: (await admin.get(`courses/${course.id}`)).version,
    });
  });
});

test.describe("as a commercial user", () => {
  test.use({ role: "commercial" });

  test("a new lead from the list asks six questions first, the rest behind 'Más campos'; the toast names it", async ({
    page,
    apiAs,
  }) => {
    await page.goto(`${routeOf("leads")}/create`);
    const form = page.locator("form");
    await expect(page.getByRole("heading", { name: "Nuevo lead" })).toBeVisible();
    const visibleItems = form.locator(".ant-form-item:visible");
    await expect(visibleItems).toHaveCount(QUICK_CREATE_MAX);
    await expect(form.getByText("Motivo de pérdida", { exact: true })).toBeHidden();
    await shoot(page, "quick-lead-es-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "quick-lead-es-390");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole("button", { name: "Más campos" }).click();
    await expect(form.getByText("Motivo de pérdida", { exact: true })).toBeVisible();

    const name = uniqueName("Lucía García");
    await item(page, "Nombre").getByRole("textbox").fill(name);
    await page.getByRole("button", { name: word("Guardar") }).click();
    await expect(toasts(page).filter({ hasText: `Lead «${name}» creado` })).toBeVisible();
    await expect(page).toHaveURL(/\/crm\/lead-detail\/\d+$/);
    // Other specs count the leads: this one goes.
    await apiAs("admin").delete(`leads/${page.url().split("/").pop()}`);

    // The same form in English.
    await page.evaluate(() => window.localStorage.setItem("lang", "en"));
    await page.goto(`${routeOf("leads")}/create`);
    await expect(page.getByRole("button", { name: "More fields" })).toBeVisible();
    await expect(page.locator("form .ant-form-item:visible")).toHaveCount(QUICK_CREATE_MAX);
    await shoot(page, "quick-lead-en-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "quick-lead-en-390");
    // A field's error, under it.
    await page.setViewportSize({ width: 1440, height: 900 });
    await item(page, "Name").getByRole("textbox").fill("x");
    await item(page, "Email").getByRole("textbox").fill("no-at-sign");
    await page.getByRole("button", { name: word("Save") }).click();
    await expect(item(page, "Email").locator(".ant-form-item-explain-error")).toBeVisible();
    await expect(errorToasts(page)).toHaveCount(0);
    await shoot(page, "field-error-en-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "field-error-en-390");
  });
});

test.describe("as a client", () => {
  test.use({ role: "client" });

  test("a page that is not there shows the not-found page with no toast on top", async ({ page }) => {
    await page.goto("/billings/2147483647");
    await expect(page.locator(".ant-result-404")).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
    await open(page, "/no-existe");
    await expect(page.getByText("Página no encontrada", { exact: false })).toBeVisible();
    // The first page's refusal has long been answered: a toast would have shown by now.
    await expect(toasts(page)).toHaveCount(0);
  });
});

function getStates(rows: Row[]): string[] {
  return rows.map((row) => String(row.name));
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
