import { expect, test, type Role } from "./fixtures/test";
import { signIn } from "./helpers";

test("a visitor is sent to the login page, signs in and out", async ({ page }) => {
  await page.goto("/projects/nomenclators/project-states");
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();

  await signIn(page, "admin@demo.test");
  await expect(page.getByText("Usuario autenticado correctamente")).toBeVisible();
  await expect(page.getByTestId("header-user")).toHaveText("Alberto Administrador");
  const stored = await page.evaluate(() => [
    localStorage.getItem("token"),
    localStorage.getItem("refresh_token"),
    localStorage.getItem("user"),
  ]);
  expect(stored.every(Boolean)).toBe(true);

  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("wrong credentials are refused on the email field", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Correo electrónico").fill("admin@demo.test");
  await page.getByLabel("Contraseña", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByLabel("Correo electrónico")).toHaveAccessibleDescription("Las credenciales no son correctas");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("the login form applies the spec's rules before calling the API", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Correo electrónico").fill("not-an-email");
  await page.getByLabel("Contraseña", { exact: true }).fill("123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Debe ser un correo electrónico válido")).toBeVisible();
  await expect(page.getByText("Debe tener al menos 6 caracteres")).toBeVisible();
});

test("an unknown path shows the not-found page", async ({ page, signInAs }) => {
  await signInAs(page, "admin", "/this/does/not/exist");
  await expect(page.getByText("Página no encontrada")).toBeVisible();
  await page.getByRole("button", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL(/\/$/);
});

type Menu = Record<string, string[]>;
const PROJECTS = [
  "Proyectos",
  "Estados de proyecto",
  "Categorías de proyecto",
  "Estados de tarea",
  "Responsables de proyecto",
  "Diagrama de Gantt",
  "Tablero de tareas",
];
const CRM = [
  "Leads",
  "Etapas de embudo",
  "Campañas",
  "Actividades",
  "Clientes",
  "Solicitudes",
  "Estados de lead",
  "Tipos de campaña",
  "Servicios",
  "Preguntas de lead",
  "Preguntas financieras",
  "Embudo de ventas",
  "Calendario de seguimiento",
];
const TRAINING = [
  "Matrículas",
  "Cursos",
  "Inscripciones",
  "Tipos de cliente",
  "Estados del cliente",
  "Tipos de curso",
  "Niveles académicos",
  "Servicios específicos",
];
const SUPPORT = [
  "Tickets",
  "Complejidades",
  "Tipos de ticket",
  "Categorías de ticket",
  "Respuestas predefinidas",
  "Políticas de SLA",
  "Festivos",
];
// Superadmins see the same menu as admins (the logs' system errors tab is theirs: logs.spec.ts).
// Signing out lives in the header only (wording.spec.ts), never in the side menu.
const BILLING = ["Facturas", "Series de facturación", "Registros VeriFactu", "Remesas"];
const ADMIN_MENU: Menu = {
  Panel: [],
  Proyectos: PROJECTS,
  CRM,
  Formación: TRAINING,
  Soporte: SUPPORT,
  Facturación: BILLING,
  Usuarios: ["Usuarios", "Registros"],
  Configuración: ["Empresa"],
};
const COMMERCIAL_MENU: Menu = {
  Panel: [],
  Proyectos: PROJECTS,
  CRM,
  Formación: TRAINING,
  Soporte: SUPPORT,
  Facturación: BILLING.filter((item) => item !== "Remesas"),
};
const CLIENT_MENU: Menu = {
  Panel: [],
  // The portal (issue 26): only what is declared `portal` (resources/kit/portal-menu.ts): its own
  // projects with their Gantt and task board, its courses, tickets and invoices; no CRM and no
  // company lists (the lists its screens read stay reachable by address: access.spec.ts).
  Proyectos: ["Proyectos", "Diagrama de Gantt", "Tablero de tareas"],
  Formación: ["Mis cursos"],
  Soporte: ["Tickets"],
  Facturación: ["Facturas"],
};

// Every item of the side menu, group by group, for each demo role, and a staff page it may not open.
const MENUS: { role: Role; menu: Menu; forbidden?: string }[] = [
  { role: "superadmin", menu: ADMIN_MENU },
  { role: "admin", menu: ADMIN_MENU },
  { role: "commercial", menu: COMMERCIAL_MENU, forbidden: "/users" },
  { role: "client", menu: CLIENT_MENU, forbidden: "/projects/nomenclators/project-managers" },
];

for (const { role, menu, forbidden } of MENUS) {
  test(`each role sees its own menu: ${role}`, async ({ page, signInAs }) => {
    await signInAs(page, role);
    const sider = page.locator(".ant-layout-sider .ant-menu-root");
    const top = sider.locator(
      ":scope > .ant-menu-item .ant-menu-title-content, :scope > .ant-menu-submenu > .ant-menu-submenu-title "
        + ".ant-menu-title-content",
    );
    // Items appear as their access checks answer: the assertions retry until the menu is whole.
    await expect(top).toHaveText(Object.keys(menu));
    for (const [group, items] of Object.entries(menu)) {
      if (items.length === 0) continue;
      const submenu = sider
        .locator(":scope > .ant-menu-submenu")
        .filter({ has: page.locator(":scope > .ant-menu-submenu-title", { hasText: group }) });
      if (!/ant-menu-submenu-open/.test((await submenu.getAttribute("class")) ?? ""))
        await submenu.locator(".ant-menu-submenu-title").first().click();
      await expect(submenu.locator(".ant-menu-sub .ant-menu-title-content")).toHaveText(items);
    }
    if (forbidden) {
      await page.goto(forbidden);
      await expect(page.getByText("No tienes permiso para ver esta página.")).toBeVisible();
    }
  });
}
