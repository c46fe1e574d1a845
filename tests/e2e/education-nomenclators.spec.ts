import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { uniqueName } from "./helpers";

// The eight education lists of the spec's menu (enrollments, courses, course types, academic
// levels, specific services, client statuses, client types, lead services; issue 14), each the
// way a new admin works it: create a row, find it with the search box, edit it, sort by name,
// export the list as CSV (the file holds the row), and delete it by typing its name.
// nomenclators.spec.ts walks one list (project states) through filters, duplicates and languages
// in depth; this walks all eight through the same steps, each with the fields its form requires.

test.use({ role: "admin" });

interface List {
  resource: string;
  path: string;
  title: string;
  /** The label of its name field (academic levels call it "Grado o nivel"). */
  nameLabel: string;
  /** What else the form needs, beyond the name. */
  fill?: (page: Page, form: Locator, name: string) => Promise<void>;
}

const option = (page: Page, text: string) =>
  page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: new RegExp(`^${text}$`) });

const fillDescription = async (_page: Page, form: Locator) =>
  form.getByLabel("Descripción", { exact: true }).fill("Creado desde la prueba de listas");

const LISTS: List[] = [
  { resource: "enrollments", path: "/enrollments", title: "Matrículas", nameLabel: "Nombre", fill: fillDescription },
  {
    resource: "courses",
    path: "/courses",
    title: "Cursos",
    nameLabel: "Nombre",
    fill: async (_page, form) => form.getByLabel("Plazas", { exact: true }).fill("12"),
  },
  {
    resource: "course-types",
    path: "/course_types",
    title: "Tipos de curso",
    nameLabel: "Nombre",
    fill: fillDescription,
  },
  {
    resource: "academic-levels",
    path: "/academic_level",
    title: "Niveles académicos",
    nameLabel: "Grado o nivel",
    fill: fillDescription,
  },
  {
    resource: "client-types",
    path: "/client_types",
    title: "Tipos de cliente",
    nameLabel: "Nombre",
    fill: async (_page, form, name) =>
      form.getByLabel("Código", { exact: true }).fill(`E2E${name.slice(-7)}`.toUpperCase()),
  },
  {
    resource: "commercial-securities",
    path: "/commercial_securities",
    title: "Estados del cliente",
    nameLabel: "Nombre",
    fill: fillDescription,
  },
  {
    resource: "lead-specific-services",
    path: "/lead-specific-services",
    title: "Servicios específicos",
    nameLabel: "Nombre",
    fill: async (page, form) => {
      await form.getByRole("combobox", { name: "Servicio" }).click({ force: true });
      await option(page, "Idiomas").first().click();
    },
  },
  { resource: "lead-services", path: "/lead_services", title: "Servicios", nameLabel: "Nombre" },
];

const rows = (page: Page) => page.locator(".ant-table-tbody tr.ant-table-row");

async function search(page: Page, text: string) {
  const box = page.getByPlaceholder("Buscar…");
  await box.fill(text);
  await box.press("Enter");
}

for (const list of LISTS) {
  test(`${list.title}: create, search, edit, sort, export and delete by name`, async ({ page, apiAs }) => {
    await page.goto(list.path);
    await expect(page.getByRole("heading", { name: list.title })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();

    // Create.
    const name = uniqueName("Prueba");
    await page.getByRole("button", { name: "Crear" }).click();
    await expect(page).toHaveURL(new RegExp(`${list.path}/create$`));
    const form = page.locator("form");
    await form.getByLabel(list.nameLabel, { exact: true }).fill(name);
    await list.fill?.(page, form, name);
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText(new RegExp(`«${name}» cread[oa]$`))).toBeVisible();

    // Found by search, accent- and case-insensitive.
    await page.goto(list.path);
    await search(page, name.toUpperCase());
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(name);

    // Edit from its row.
    await rows(page).first().locator("button.refine-edit-button, a.refine-edit-button").first().click();
    await expect(page).toHaveURL(/\/edit\/\d+$/);
    await expect(form.getByLabel(list.nameLabel, { exact: true })).toHaveValue(name);
    const renamed = `${name} bis`;
    await form.getByLabel(list.nameLabel, { exact: true }).fill(renamed);
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page).toHaveURL(/\/show\/\d+$/);
    await expect(page.getByText(renamed).first()).toBeVisible();

    // Sorted by name, descending, from the column header: the first row is the server's first.
    await page.goto(list.path);
    await expect(rows(page).first()).toBeVisible();
    const header = page.locator("th").filter({ hasText: list.nameLabel }).first();
    const sortedBy = () => {
      const params = new URL(page.url()).searchParams;
      return `${params.get("sorters[0][field]")} ${params.get("sorters[0][order]")}`;
    };
    await header.click();
    await expect.poll(sortedBy).toMatch(/^name (asc|desc)$/);
    if (sortedBy() === "name asc") await header.click();
    await expect.poll(sortedBy).toBe("name desc");
    const [last] = await apiAs("admin").get(`${list.resource}?_sort=name&_order=desc&_start=0&_end=1`);
    await expect(rows(page).first()).toContainText(last.name);

    // The CSV of what the search finds holds the renamed row.
    await search(page, renamed);
    await expect(rows(page)).toHaveCount(1);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar CSV" }).click();
    expect((await download).suggestedFilename()).toBe(`${list.resource}.csv`);
    const csv = fs.readFileSync((await (await download).path())!, "utf8");
    expect(csv).toContain(renamed);

    // Deleted only once its name is typed.
    await rows(page).first().getByRole("button", { name: "Eliminar" }).click();
    const dialog = page.getByRole("dialog");
    const confirm = dialog.getByRole("button", { name: "Eliminar" });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole("textbox").fill(name);
    await expect(confirm).toBeDisabled();
    await dialog.getByRole("textbox").fill(renamed);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText(new RegExp(`«${renamed}» eliminad[oa]$`))).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });
}
