import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { uniqueName, chooseLanguage } from "./helpers";
import { errorToasts, watchProblems } from "./support/page-problems";
import { statePath, type E2eServer } from "./fixtures/servers";

// The CRM's generic lists (docs/product.md#areas): each opens in both languages for an admin with no refused or
// failing call; a question's options are edited as rows of label and points and keep their ids;
// a client's page lists its leads and projects; a commercial user reads the questionnaires
// without creating; a client is refused the CRM; a lead like an existing one is warned about.

type Lang = "es" | "en";
const names = (lang: Lang) => JSON.parse(fs.readFileSync(`locales/${lang}/resources.json`, "utf8"));
const LISTS = [
  ["lead-requests", "/crm/requests"],
  ["lead-statuses", "/crm/lead-status"],
  ["campaign-types", "/crm/campaign-types"],
  ["lead-questions", "/crm/lead-questions"],
  ["lead-financial-questions", "/crm/lead-financial-questions"],
  ["pipeline-stages", "/crm/pipeline-stages"],
  ["lead-clients", "/crm/clients"],
] as const;
const FORBIDDEN = "No tienes permiso para ver esta página.";

test.describe.configure({ timeout: 120_000 });

/** The admin's saved token, for the calls the fixture's API does not make (answers other than 201). */
function adminToken(server: E2eServer): string {
  const state = JSON.parse(fs.readFileSync(statePath(server, "admin"), "utf8"));
  return state.origins[0].localStorage.find((e: { name: string }) => e.name === "token").value;
}

async function openList(page: Page, lang: Lang, resource: string, route: string) {
  const problems = watchProblems(page);
  await page.goto(route);
  await expect(page.getByRole("heading", { name: names(lang)[resource].title, exact: true }).first()).toBeVisible();
  await expect(page.locator(".ant-table").first()).toBeVisible();
  await problems.settled();
  expect(problems.take(), `${route} (${lang})`).toEqual([]);
  expect(await errorToasts(page), `${route} (${lang})`).toEqual([]);
}

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  for (const lang of ["es", "en"] as const) {
    test(`the CRM lists open in ${lang === "es" ? "Spanish" : "English"}`, async ({ page }) => {
      await chooseLanguage(page, lang);
      for (const [resource, route] of LISTS) await openList(page, lang, resource, route);
    });
  }

  test("an enumerated question is created with two options worth points, and edited keeping their ids", async ({
    page,
    apiAs,
  }) => {
    const question = uniqueName("¿Presupuesto e2e?");
    await page.goto("/crm/lead-questions/create");
    const form = page.locator("form");
    await form.getByLabel("Pregunta", { exact: true }).fill(question);
    const add = page.getByRole("button", { name: /Añadir opción/ });
    await add.click();
    await add.click();
    await form.getByLabel("Opción 1", { exact: true }).fill("Más de 10.000 €");
    await form.getByLabel("puntos 1", { exact: true }).fill("40");
    await form.getByLabel("Opción 2", { exact: true }).fill("Menos");
    await form.getByLabel("puntos 2", { exact: true }).fill("5");
    const created = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/lead-questions",
    );
    await page.getByRole("button", { name: /(^|\s)Guardar$/ }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    const sent = answer.request().postDataJSON();
    // New options go without an id: the server names them.
    expect(sent.options).toEqual([
      { label: "Más de 10.000 €", points: 40 },
      { label: "Menos", points: 5 },
    ]);
    const row = await answer.json();
    expect(row.kind).toBe("enumerated");
    const ids = row.options.map((o: { id: string }) => o.id);
    expect(ids.every((id: unknown) => typeof id === "string" && id.length > 0)).toBe(true);

    // Its page reads the options as "label (points)".
    await expect(page).toHaveURL(new RegExp(`/crm/lead-questions/show/${row.id}$`));
    await expect(page.getByText("Más de 10.000 € (40)", { exact: true })).toBeVisible();
    await expect(page.getByText("Menos (5)", { exact: true })).toBeVisible();

    // Edited: the first option's points change, the second goes, a third comes; ids stay.
    await page.goto(`/crm/lead-questions/edit/${row.id}`);
    await expect(form.getByLabel("Opción 1", { exact: true })).toHaveValue("Más de 10.000 €");
    await form.getByLabel("puntos 1", { exact: true }).fill("50");
    await page.getByTestId("choice-row").nth(1).getByRole("button", { name: "Quitar opción" }).click();
    await add.click();
    await form.getByLabel("Opción 2", { exact: true }).fill("Ninguno");
    const saved = page.waitForResponse(
      (r) => r.request().method() === "PATCH" && new URL(r.url()).pathname === `/api/lead-questions/${row.id}`,
    );
    await page.getByRole("button", { name: /(^|\s)Guardar$/ }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText("Más de 10.000 € (50)", { exact: true })).toBeVisible();
    await expect(page.getByText("Ninguno (0)", { exact: true })).toBeVisible();
    const stored = await apiAs("admin").get(`lead-questions/${row.id}`);
    expect(stored.options).toEqual([
      { id: ids[0], label: "Más de 10.000 €", points: 50 },
      { id: expect.any(String), label: "Ninguno", points: 0 },
    ]);
    expect(stored.options[1].id).not.toBe(ids[1]);
  });

  test("a client's page lists its leads and its projects, linked to their pages", async ({
    page,
    apiAs,
    request,
    server,
  }) => {
    const admin = apiAs("admin");
    const client = await admin.post("lead-clients", { name: uniqueName("Cliente relacionado") });
    const lead = await admin.post("leads", {
      name: uniqueName("Lead convertido"),
      email: `${Date.now().toString(36)}-rel@example.test`,
    });
    const converted = await request.post(`/api/leads/${lead.id}/convert`, {
      headers: { authorization: `Bearer ${adminToken(server)}` },
      data: { client_id: client.id },
    });
    expect(converted.status(), await converted.text()).toBe(200);
    const states = await admin.get("project-states?_sort=order&_order=asc");
    const project = await admin.post("projects", {
      name: uniqueName("Proyecto del cliente"),
      project_state_id: states[0].id,
      client_id: client.id,
    });
    const other = await admin.post("projects", { name: uniqueName("Proyecto ajeno"), project_state_id: states[0].id });

    await page.goto(`/crm/clients/show/${client.id}`);
    const leads = page.getByTestId("related-leads");
    const projects = page.getByTestId("related-projects");
    await expect(leads.getByRole("link", { name: lead.name })).toHaveAttribute("href", `/crm/lead-detail/${lead.id}`);
    await expect(projects.getByRole("link", { name: project.name })).toHaveAttribute("href", `/projects/${project.id}`);
    await expect(projects).not.toContainText(other.name);
    await projects.getByRole("link", { name: project.name }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  });

  test("a lead with an existing lead's email is warned about, and created anyway when confirmed", async ({
    page,
    apiAs,
  }) => {
    const email = `dup-${Date.now().toString(36)}@example.test`;
    const existing = await apiAs("admin").post("leads", { name: uniqueName("Lead existente"), email });
    const name = uniqueName("Lead repetido");
    await page.goto("/crm/kanban/create");
    const form = page.locator("form");
    await form.getByLabel("Nombre", { exact: true }).fill(name);
    await form.getByLabel("Correo electrónico", { exact: true }).fill(email.toUpperCase());
    // Money is typed in euros with the Spanish decimal comma and sent in cents.
    await form.getByLabel("Valor estimado", { exact: true }).fill("1234,5");
    const refused = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/leads",
    );
    await page.getByRole("button", { name: /(^|\s)Guardar$/ }).click();
    const first = await refused;
    expect(first.status()).toBe(422);
    expect(first.request().postDataJSON()).toMatchObject({ name, estimated_value: 123450 });

    const warning = page.getByTestId("duplicates-warning");
    await expect(warning).toBeVisible();
    await expect(page.locator(".ant-modal-confirm-title")).toHaveText("Posible lead duplicado");
    await expect(warning.getByRole("link", { name: existing.name })).toHaveAttribute(
      "href",
      `/crm/lead-detail/${existing.id}`,
    );
    await expect(warning).toContainText("mismo correo");
    // A warning, not an error: no red toast.
    expect(await errorToasts(page)).toEqual([]);

    const created = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/leads",
    );
    await page.getByRole("button", { name: "Crear de todos modos" }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    expect(await answer.request().headerValue("x-confirm")).toBe("lead-duplicates");
    const row = await answer.json();
    await expect(page).toHaveURL(new RegExp(`/crm/lead-detail/${row.id}$`));
    expect(await apiAs("admin").get(`leads/${row.id}`)).toMatchObject({ name, estimated_value: 123450 });
  });

  test("declining the duplicate warning keeps the form as typed and creates nothing", async ({ page, apiAs }) => {
    const phone = `+34 6${String(Date.now()).slice(-8)}`;
    await apiAs("admin").post("leads", { name: uniqueName("Lead con teléfono"), phone });
    const name = uniqueName("Lead dudoso");
    await page.goto("/crm/kanban/create");
    const form = page.locator("form");
    await form.getByLabel("Nombre", { exact: true }).fill(name);
    await form.getByLabel("Teléfono", { exact: true }).fill(phone.replace(/\s/g, ""));
    await page.getByRole("button", { name: /(^|\s)Guardar$/ }).click();
    await expect(page.getByTestId("duplicates-warning")).toContainText("mismo teléfono");
    // The warning's own Cancel, not the form's.
    await page.getByRole("dialog").getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByTestId("duplicates-warning")).toBeHidden();
    await expect(page).toHaveURL(/\/crm\/kanban\/create$/);
    await expect(form.getByLabel("Nombre", { exact: true })).toHaveValue(name);
    const found = await apiAs("admin").get(`leads?name_like=${encodeURIComponent(name)}`);
    expect(found).toEqual([]);
  });
});

test.describe("as a commercial user", () => {
  test.use({ role: "commercial" });

  test("reads the questionnaires but may not create questions", async ({ page }) => {
    for (const [resource, route] of [
      ["lead-questions", "/crm/lead-questions"],
      ["lead-financial-questions", "/crm/lead-financial-questions"],
    ] as const) {
      await openList(page, "es", resource, route);
      await expect(page.getByRole("button", { name: /(^|\s)Crear$/ })).toHaveCount(0);
    }
  });
});

test.describe("as a client user", () => {
  test.use({ role: "client" });

  test("is refused the leads and the questionnaires", async ({ page }) => {
    for (const path of ["/crm/kanban", "/crm/lead-questions"]) {
      await page.goto(path);
      await expect(page.getByText(FORBIDDEN)).toBeVisible();
    }
  });
});
