import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { RESOURCES } from "../../resources/registry";
import type { ResourceDef } from "../../resources/kit/types";
import { pagesOf } from "../../resources/kit/define-resource";
import { roleCan } from "../../resources/kit/permissions";
import type { Api, Row } from "./fixtures/api";
import { chooseLanguage } from "./helpers";
import { visit } from "./support/visit";
import { watchProblems } from "./support/page-problems";
import {
  fillField,
  numberFor,
  requiredFields,
  textFor,
  textValues,
  timeFor,
  type Filled,
} from "./support/declared-form";

// The generated browser suite: for every declared resource with pages, an admin opens the list,
// creates a record by filling the required fields from the declaration, opens its page, opens
// the edit form and sees the saved values, saves a change, and deletes it by typing its name.
// A new resource gets this walk with no test written for it.

type Lang = "es" | "en";
const labels = (lang: Lang) => JSON.parse(fs.readFileSync(`locales/${lang}/resources.json`, "utf8"));
const COMMON = {
  es: { create: "Crear", save: "Guardar", edit: "Editar", delete: "Eliminar", cancel: "Cancelar" },
  en: { create: "Create", save: "Save", edit: "Edit", delete: "Delete", cancel: "Cancel" },
};
/** What the toast says after a write: what happened to which record ("Fase «Diseño» creada"). */
const SAVED = {
  es: { created: "cread[oa]", updated: "guardad[oa]", deleted: "eliminad[oa]", quote: ["«", "»"] },
  en: { created: "created", updated: "saved", deleted: "deleted", quote: ["“", "”"] },
};
function savedToast(
  page: Page,
  lang: Lang,
  singular: string,
  def: ResourceDef,
  row: Row,
  action: "created" | "updated" | "deleted",
) {
  const label = row[def.labelField];
  const name =
    def.labelField !== "id" && label !== null && label !== undefined && String(label).trim() !== ""
      ? String(label)
      : `#${row.id}`;
  const [open, close] = SAVED[lang].quote;
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const text = new RegExp(`^${escapeRegExp(`${singular} ${open}${name}${close}`)} ${SAVED[lang][action]}$`);
  return page.locator(".ant-notification-notice-message").filter({ hasText: text });
}
/** A button by its word: its accessible name may start with its icon's name ("plus-square Crear"). */
const word = (text: string) => new RegExp(`(^|\\s)${text}$`);

/**
 * Resources whose screens are their own and have their own suite: a ticket is created in the
 * board's modal and shown at /support/ticket-{token}, never by its id (support-board.spec.ts); an
 * invoice is written in its editor with its lines and shown on its own page (billing.spec.ts).
 */
const OWN_SUITES = new Set(["tickets", "invoices"]);

/**
 * What must be out of the way before the walk's create: one SLA policy per urgency and client
 * type, and the demo data has the general one of every urgency, the walk's "low" among them.
 */
const MAKE_ROOM: Record<string, (admin: Api) => Promise<void>> = {
  "sla-policies": async (admin) => {
    for (const policy of (await admin.get("sla-policies?urgency=low")) as Row[])
      if (policy.client_type_id === null) await admin.delete(`sla-policies/${policy.id}`);
  },
};

/** A date of this run's own (a holiday's date is unique), typed as the form's picker shows it. */
function dateFor(lang: Lang): string {
  const day = new Date(
    Date.UTC(2040 + Math.floor(Math.random() * 40), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 28)),
  );
  const [y, m, d] = day.toISOString().slice(0, 10).split("-");
  return lang === "es" ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/** Resources with every generic page (pagesOf), created from a form (not uploads). */
const PAGED = RESOURCES.filter((def) => pagesOf(def).length === 4 && !def.attachments && !OWN_SUITES.has(def.name));

/** For a unique reference, the label of a referenced row no record uses yet. */
async function freeReference(admin: Api, def: ResourceDef, field: string): Promise<string> {
  const target = RESOURCES.find((r) => r.name === def.fields[field].reference)!;
  const used = new Set(((await admin.get(`${def.name}?_start=0&_end=100`)) as Row[]).map((row) => row[field]));
  const free = ((await admin.get(`${target.name}?_start=0&_end=100`)) as Row[]).find((row) => !used.has(row.id));
  expect(free, `a ${target.name} row no ${def.name} uses`).toBeTruthy();
  return String(free![target.labelField]);
}

/** The first writable text field: the one the walk changes (the name, for most resources). */
function changeableField(def: ResourceDef): string {
  const names = Object.keys(def.fields);
  const editable = names.filter(
    (n) =>
      ["string", "text"].includes(def.fields[n].type)
      && !def.fields[n].readOnly
      && !def.fields[n].lookup
      && !def.fields[n].count,
  );
  return editable.includes(def.labelField) ? def.labelField : editable[0];
}

async function walk(page: Page, admin: Api, def: ResourceDef, lang: Lang): Promise<void> {
  const words = COMMON[lang];
  const names = labels(lang)[def.name];
  if (lang !== "es") await chooseLanguage(page, lang);

  // The list.
  const problems = watchProblems(page);
  await visit(page, def.route, problems);
  await problems.settled();
  await expect(page.getByRole("heading", { name: names.title, exact: true }).first()).toBeVisible();
  await page
    .getByRole("button", { name: word(words.create) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${def.route}/create$`));
  await expect(page.getByRole("button", { name: word(words.cancel) })).toBeVisible();

  // Create, filling what the declaration requires.
  await MAKE_ROOM[def.name]?.(admin);
  const filled: Filled = {};
  for (const [name, field] of requiredFields(def)) {
    const label = names.fields[name];
    if (field.type === "string" || field.type === "text") filled[name] = textFor(field, "E2E");
    if (field.type === "email")
      filled[name] = `${textFor({ type: "string", maxLength: 30 }, "e2e").replace(/\W/g, "")}@example.test`;
    if (field.type === "integer" || field.type === "number") filled[name] = numberFor(field);
    if (field.type === "datetime") filled[name] = lang === "es" ? "15/01/2027 10:30" : "01/15/2027 10:30 AM";
    if (field.type === "date") filled[name] = dateFor(lang);
    if (field.type === "time") filled[name] = timeFor(field);
    const choose = field.type === "reference" && field.unique ? await freeReference(admin, def, name) : undefined;
    await fillField(page, label, name, field, filled[name], choose);
  }
  const created = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === `/api/${def.name}`,
  );
  await page.getByRole("button", { name: word(words.save) }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  const row: Row = await answer.json();
  // The toast names what was made, as every resource's declaration names its rows.
  await expect(savedToast(page, lang, names.singular, def, row, "created")).toBeVisible();

  // After a create, the new record's page.
  await expect(page).toHaveURL(new RegExp(`/${row.id}$`));
  const name = String(row[def.labelField]);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();

  // Edit shows the saved values; a change is saved.
  await page
    .getByRole("button", { name: word(words.edit) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/edit/${row.id}$`));
  await expect(page.getByRole("button", { name: word(words.cancel) })).toBeVisible();
  for (const [field, value] of textValues(def, filled)) {
    await expect(page.locator("form").getByLabel(names.fields[field], { exact: true })).toHaveValue(value);
  }
  const changed = changeableField(def);
  const newValue = textFor(def.fields[changed], "Cambio");
  await page.locator("form").getByLabel(names.fields[changed], { exact: true }).fill(newValue);
  const saved = page.waitForResponse(
    (r) => r.request().method() === "PATCH" && new URL(r.url()).pathname === `/api/${def.name}/${row.id}`,
  );
  await page.getByRole("button", { name: word(words.save) }).click();
  const savedAnswer = await saved;
  expect(savedAnswer.status()).toBe(200);
  await expect(savedToast(page, lang, names.singular, def, await savedAnswer.json(), "updated")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${row.id}$`));
  await expect(page.getByText(newValue, { exact: true }).first()).toBeVisible();

  // Rows that are never deleted (a registration: its withdrawal is a status) offer no delete.
  if (!roleCan(def.permissions, "admin", "delete")) {
    await expect(page.getByRole("button", { name: word(words.delete) })).toHaveCount(0);
    return;
  }

  // Delete, typing the name.
  const current = await admin.get(`${def.name}/${row.id}`);
  const typed = String(current[def.labelField]);
  await page
    .getByRole("button", { name: word(words.delete) })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  const confirm = dialog.getByRole("button", { name: word(words.delete) });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("textbox").fill(typed);
  const deleted = page.waitForResponse(
    (r) => r.request().method() === "DELETE" && new URL(r.url()).pathname === `/api/${def.name}/${row.id}`,
  );
  await confirm.click();
  expect((await deleted).status()).toBe(200);
  await expect(savedToast(page, lang, names.singular, def, current, "deleted")).toBeVisible();
  // Back on the list, which may already have written its sorting and paging into the query.
  await expect(page).toHaveURL((url) => url.pathname === def.route);
  expect(await admin.status(`${def.name}/${row.id}`)).toBe(404);
}

test.use({ role: "admin" });
// Each walk works on its own rows: the walks spread over the workers instead of queueing on one.
test.describe.configure({ mode: "parallel" });

test("every resource with pages is walked", () => {
  expect(PAGED.length).toBeGreaterThan(10);
  // The others have some generic pages only: an edit form their own screen opens
  // (project-forms.spec.ts), a list the dashboard opens (time-entries.spec.ts).
  const partial = RESOURCES.filter(
    (def) => pagesOf(def).length > 0 && !PAGED.includes(def) && !OWN_SUITES.has(def.name),
  );
  expect(partial.map((def) => [def.name, pagesOf(def)])).toEqual([
    ["tasks", ["edit"]],
    ["time-entries", ["list"]],
  ]);
});

// The Spanish walks share the worker's admin page: each opens its list inside the app already
// loaded, as the menu would, instead of loading the app cold again.
for (const def of PAGED) {
  test(`an admin creates, reads, edits and deletes one of ${def.name}`, async ({ sharedPageAs, apiAs }) => {
    await walk(await sharedPageAs("admin"), apiAs("admin"), def, "es");
  });
}

test("the same walk in English (course types)", async ({ page, apiAs }) => {
  await walk(page, apiAs("admin"), RESOURCES.find((def) => def.name === "course-types")!, "en");
});
