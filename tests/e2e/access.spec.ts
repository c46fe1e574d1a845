import { expect, test } from "./fixtures/test";
import { menuLabels, uniqueName } from "./helpers";

const SHOTS = process.env.SCREENSHOT_DIR;

test("a client's menu shows only what it may see, and its client list only its own client", async ({
  page,
  apiAs,
  signInAs,
}) => {
  const other = uniqueName("Competidor");
  await apiAs("admin").post("lead-clients", { name: other });

  await signInAs(page, "client");
  const labels = await menuLabels(page);
  // The portal (issue 26): its own projects (read-only) with their Gantt and task board, its
  // courses, tickets and invoices; no CRM, no list of the company's (states, types), no staff lists.
  const projects = ["Proyectos", "Diagrama de Gantt", "Tablero de tareas"];
  const visible = ["Panel", ...projects, "Formación", "Mis cursos", "Soporte", "Tickets", "Facturación", "Facturas"];
  expect([...labels].sort()).toEqual([...visible].sort());
  const hidden = ["CRM", "Clientes", "Tipos de curso", "Niveles académicos", "Estados de proyecto", "Tipos de ticket"];
  const staff = ["Responsables de proyecto", "Estados de lead", "Registros", "Usuarios", "Tipos de campaña"];
  for (const label of [...hidden, ...staff]) {
    expect(labels).not.toContain(label);
  }

  // Lists it reads for its own screens stay readable by their address (the API answers them).
  await page.goto("/crm/clients");
  await expect(page.locator(".ant-table-tbody tr.ant-table-row")).toHaveCount(1);
  await expect(page.locator(".ant-table-tbody")).toContainText("Academia Ejemplo");
  await expect(page.locator(".ant-table-tbody")).not.toContainText(other);
  await expect(page.getByRole("button", { name: "Crear" })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/client-clients-es-1280.png`, fullPage: true });

  await page.goto("/users/logs");
  await expect(page.getByText("No tienes permiso para ver esta página.")).toBeVisible();
});

test("an admin's menu has the logs under users; a commercial's does not (English)", async ({ page, signInAs }) => {
  await signInAs(page, "admin");
  await page.getByText("EN", { exact: true }).click();
  // English arrives in a chunk of its own: read the menu once the frame speaks it.
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  expect(await menuLabels(page)).toEqual(expect.arrayContaining(["Users", "Logs", "Clients"]));
  // Another role in the same page (signing out would end the admin's shared session).
  await signInAs(page, "commercial");
  await page.getByText("EN", { exact: true }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  const labels = await menuLabels(page);
  expect(labels).toContain("Clients");
  expect(labels).not.toContain("Logs");
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/commercial-menu-en-390.png`, fullPage: true });
  }
});
