import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures/test";
import { api } from "./fixtures/api";
import { E2E_PASSWORD, gradientPng, loginToken, newFamily, uploadImage } from "./fixtures/education";
import {
  option,
  personPage,
  pick,
  registerFromCard,
  roboticsCourse,
  savedFile,
  typeDate,
} from "./fixtures/education-steps";
import { ROLES, statePath } from "./fixtures/servers";
import { DEMO_PASSWORD, uniqueName, chooseLanguage } from "./helpers";

// Education (issue 14), as its people use it. A course has 2 seats and one is taken; the demo
// client (Academia Ejemplo) takes the last one on "Mis cursos"; another family, in a browser of
// its own, is waitlisted at place 1; staff confirm the pending seat, withdraw the first child with a
// reason, and the waiting one is promoted: their page shows the seat and the bell rings, live.
// Then the roster's CSV and PDF; staff registering from the course page and a client withdrawing
// from theirs; what each role sees of a course page; the generated registrations list.

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
const shots = process.env.SCREENSHOTS_DIR;

/** A picture for a reviewer when SCREENSHOTS_DIR names a folder; the test's checks run either way. */
async function shot(target: Page | Locator, name: string): Promise<void> {
  if (!shots) return;
  if ("goto" in target) await target.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  else await target.screenshot({ path: `${shots}/${name}.png` });
}

test(
  "a client takes the last seat, the next family waits, " + "staff withdraw the first and the waiting one is promoted",
  async ({ page, browser, apiAs, signInAs, server }) => {
    const admin = apiAs("admin");
    const tag = uniqueName("").trim();
    const course = await roboticsCourse(admin, tag);
    // One seat already taken: the demo client's first child, pending until staff confirm it.
    const clientApi = apiAs("client");
    const carla = await clientApi.post("course-registrations", {
      client_id: (await clientApi.get("me")).data.client_id,
      student_name: `Carla ${tag}`,
      student_birth_date: "2015-05-04",
      course_id: course.id,
    });
    expect(carla.status).toBe("pending");
    const family = await newFamily(admin, `Familia Beltrán ${tag}`);

    // Client A on "Mis cursos": the last seat, held pending.
    await signInAs(page, "client", "/education/my-courses");
    const card = page.getByTestId("catalogue-course").filter({ hasText: course.name });
    await expect(card.getByTestId("catalogue-seats")).toHaveText("1 plaza libre");
    await expect(card).toContainText("Lunes 17:00–18:30 · Aula 2");
    await registerFromCard(page, card, `Ana ${tag}`, "12/03/2016");
    await expect(page.getByText(`Inscrito: la plaza de Ana ${tag} queda pendiente de confirmación`)).toBeVisible();
    const ana = page.getByTestId("my-registration").filter({ hasText: `Ana ${tag}` });
    await expect(ana.getByTestId("registration-status")).toHaveText("Pendiente");
    await expect(card.getByTestId("catalogue-seats")).toHaveText("Lista de espera");

    // Client B, another family: the course is full, so the waitlist, at place 1.
    const pageB = await personPage(browser, server.url, family.email);
    await pageB.goto("/education/my-courses");
    const cardB = pageB.getByTestId("catalogue-course").filter({ hasText: course.name });
    await expect(cardB.getByTestId("catalogue-seats")).toHaveText("Lista de espera");
    await expect(cardB.getByTestId("catalogue-register")).toHaveText("Inscribirse en lista de espera");
    await registerFromCard(pageB, cardB, `Bruno ${tag}`, "02/09/2015");
    await expect(pageB.getByText(`En lista de espera, puesto 1 (Bruno ${tag})`)).toBeVisible();
    const bruno = pageB.getByTestId("my-registration").filter({ hasText: `Bruno ${tag}` });
    await expect(bruno.getByTestId("registration-status")).toHaveText("En lista de espera");
    await expect(bruno.getByTestId("my-registration-position")).toHaveText("Puesto 1 en la lista de espera");
    const bell = pageB.getByTestId("notification-bell");
    await expect(bell).toHaveAttribute("data-count", "0");

    // Staff on the course page: both seats held, one waiting.
    await signInAs(page, "admin", `/courses/show/${course.id}`);
    const roster = page.getByTestId("course-roster");
    const waitlist = page.getByTestId("course-waitlist");
    await expect(roster.getByTestId("roster-row")).toHaveCount(2);
    await expect(page.getByTestId("occupancy-seated")).toHaveText("2/2");
    await expect(waitlist.getByTestId("waitlist-row")).toHaveCount(1);
    await expect(waitlist.getByTestId("waitlist-position")).toHaveText("1");

    // Confirming the pending seat drafts its enrolment fee invoice.
    const carlaRow = roster.locator(`[data-student="Carla ${tag}"]`);
    await carlaRow.getByTestId("registration-confirm").click();
    await expect(carlaRow.getByTestId("registration-status")).toHaveText("Confirmada");
    expect((await admin.get(`course-registrations/${carla.id}`)).fee_invoice_id).toBeTruthy();

    // Withdrawing Ana (with a reason) frees her seat: Bruno takes it.
    await roster.locator(`[data-student="Ana ${tag}"]`).getByTestId("registration-withdraw").click();
    await page.getByTestId("withdraw-reason").fill("Cambio de horario del colegio");
    await page.getByTestId("withdraw-submit").click();
    await expect(roster.locator(`[data-student="Bruno ${tag}"]`).getByTestId("registration-status")).toHaveText(
      "Confirmada",
    );
    await expect(roster.locator(`[data-student="Ana ${tag}"]`)).toHaveCount(0);
    await expect(waitlist.getByTestId("waitlist-row")).toHaveCount(0);
    await page.getByTestId("course-withdrawn").getByText("Bajas (1)").click();
    await expect(page.getByTestId("withdrawn-row").filter({ hasText: `Ana ${tag}` })).toContainText(
      "Cambio de horario del colegio",
    );

    // B's page hears of it live: the seat, and the bell.
    await expect(bruno.getByTestId("registration-status")).toHaveText("Confirmada");
    await expect(bruno.getByTestId("my-registration-position")).toHaveCount(0);
    await expect(bell).toHaveAttribute("data-count", "1");
    await bell.click();
    await expect(pageB.getByTestId("notification-panel")).toContainText(course.name);
    await pageB.context().close();

    // The roster as files: the seated students, then the waitlist.
    const csvDownload = page.waitForEvent("download");
    await page.getByTestId("roster-csv").click();
    expect((await csvDownload).suggestedFilename()).toBe(`alumnos-rob-${tag.toLowerCase()}.csv`);
    const csv = (await savedFile(csvDownload)).toString("utf8");
    expect(csv).toContain(`Carla ${tag}`);
    expect(csv).toContain(`Bruno ${tag}`);
    expect(csv).not.toContain(`Ana ${tag}`);
    const pdfDownload = page.waitForEvent("download");
    await page.getByTestId("roster-pdf").click();
    expect((await savedFile(pdfDownload)).subarray(0, 5).toString()).toBe("%PDF-");
  },
);

test("staff register a student from the course page; a client withdraws their own from Mis cursos", async ({
  page,
  browser,
  apiAs,
  signInAs,
  server,
}) => {
  const admin = apiAs("admin");
  const tag = uniqueName("").trim();
  const course = await roboticsCourse(admin, tag, { seats: 1 });
  const clientId = (await apiAs("client").get("me")).data.client_id;
  const clientName = (await admin.get(`lead-clients/${clientId}`)).name;

  await signInAs(page, "admin", `/courses/show/${course.id}`);
  const register = async (student: string) => {
    await page.getByTestId("roster-register").click();
    const form = page.getByTestId("registration-form");
    await pick(page, form.getByLabel("Cliente"), clientName);
    await form.getByLabel("Alumno").fill(student);
    await page.getByRole("dialog").getByRole("button", { name: "Inscribir" }).click();
  };
  // Staff register confirmed; past the seats, the waitlist.
  await register(`Diana ${tag}`);
  await expect(page.getByText(`Inscrito: Diana ${tag} tiene plaza confirmada`)).toBeVisible();
  await expect(
    page.getByTestId("course-roster").locator(`[data-student="Diana ${tag}"]`).getByTestId("registration-status"),
  ).toHaveText("Confirmada");
  await register(`Elena ${tag}`);
  await expect(page.getByText(`En lista de espera, puesto 1 (Elena ${tag})`)).toBeVisible();
  await expect(page.getByTestId("course-waitlist").locator(`[data-student="Elena ${tag}"]`)).toBeVisible();

  // The client withdraws the waiting child from their page; staff see the waitlist empty, live.
  const waiting = page.getByTestId("course-waitlist").getByTestId("waitlist-row");
  await expect(waiting).toHaveCount(1);
  const clientContext = await browser.newContext({
    baseURL: server.url,
    storageState: statePath(server, "client"),
    locale: "es-ES",
    reducedMotion: "reduce",
  });
  const clientPage = await clientContext.newPage();
  await clientPage.goto("/education/my-courses");
  const elena = clientPage.getByTestId("my-registration").filter({ hasText: `Elena ${tag}` });
  await expect(elena.getByTestId("my-registration-position")).toHaveText("Puesto 1 en la lista de espera");
  await elena.getByTestId("my-registration-withdraw").click();
  await clientPage.getByTestId("withdraw-submit").click();
  // Kept as a withdrawal, among the earlier ones.
  await expect(elena).toHaveCount(0);
  await clientPage.getByTestId("my-registrations-past").click();
  await expect(elena.getByTestId("registration-status")).toHaveText("Baja");
  await expect(elena.getByTestId("my-registration-withdraw")).toHaveCount(0);
  await clientContext.close();
  await expect(waiting).toHaveCount(0);
});

test(
  "each role's view of a course page: admins edit the schedule, commercial users work the roster only, clients "
    + "read the course",
  async ({ page, apiAs, signInAs }) => {
    const admin = apiAs("admin");
    const tag = uniqueName("").trim();
    const course = await roboticsCourse(admin, tag);
    const path = `/courses/show/${course.id}`;

    // Admin: adds a weekly class and edits another.
    await signInAs(page, "admin", path);
    const schedule = page.getByTestId("course-schedule");
    await expect(schedule.locator("tbody tr.ant-table-row")).toHaveCount(2);
    await expect(page.getByTestId("course-edit")).toBeVisible();
    await schedule.getByTestId("child-create").click();
    const dialog = page.getByRole("dialog");
    await pick(page, dialog.getByLabel("Día"), "Viernes");
    await typeDate(dialog.getByLabel("Empieza"), "10:00");
    await typeDate(dialog.getByLabel("Termina"), "11:30");
    await dialog.getByLabel("Aula").fill("Laboratorio");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(schedule.locator("tbody tr.ant-table-row")).toHaveCount(3);
    await expect(schedule).toContainText("Laboratorio");
    await schedule
      .locator("tbody tr.ant-table-row")
      .filter({ hasText: "Lunes" })
      .getByRole("button", { name: "Editar" })
      .click();
    await dialog.getByLabel("Aula").fill("Aula 5");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(schedule.locator("tbody tr.ant-table-row").filter({ hasText: "Lunes" })).toContainText("Aula 5");

    // Commercial: the roster and its actions, the schedule read-only, no editing the course.
    await signInAs(page, "commercial", path);
    await expect(page.getByTestId("course-roster")).toBeVisible();
    await expect(page.getByTestId("roster-register")).toBeVisible();
    await expect(page.getByTestId("roster-csv")).toBeVisible();
    await expect(schedule.locator("tbody tr.ant-table-row")).toHaveCount(3);
    await expect(schedule.getByTestId("child-create")).toHaveCount(0);
    await expect(schedule.getByRole("button", { name: "Editar" })).toHaveCount(0);
    await expect(page.getByTestId("course-edit")).toHaveCount(0);

    // Client: the course's facts, no roster (its endpoint answers them 403).
    await signInAs(page, "client", path);
    await expect(page.getByText(course.name).first()).toBeVisible();
    await expect(
      page
        .getByText("Aula 5")
        .or(page.getByText(`ROB-${tag}`))
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId("course-roster")).toHaveCount(0);
    await expect(page.getByTestId("course-waitlist")).toHaveCount(0);
    expect(await apiAs("client").status(`courses/${course.id}/roster`)).toBe(403);
    await page.getByTestId("course-register-link").click();
    await expect(page).toHaveURL(/\/education\/my-courses$/);
    await expect(page.getByTestId("catalogue-course").filter({ hasText: course.name })).toBeVisible();
  },
);

test("the course page and Mis cursos show a full course in Spanish and English, wide and narrow", async ({
  page,
  apiAs,
  signInAs,
  request,
}) => {
  const admin = apiAs("admin");
  const tag = uniqueName("").trim();
  const course = await roboticsCourse(admin, tag, {
    seats: 3,
    name: `Robótica creativa ${tag}`,
    teacher_id: (await admin.get("me")).data.id,
  });
  await uploadImage(
    request,
    await loginToken(request, ROLES.admin, DEMO_PASSWORD),
    `courses/${course.id}/image/image`,
    gradientPng(480, 270, [22, 119, 255], [114, 46, 209]),
  );
  const offer = await admin.post("enrollments", {
    name: `Matrícula de otoño ${tag}`,
    description: "Incluye el material del primer trimestre.",
    fee: 2500,
    access_type: "public",
    availability: "all_clients",
    active: true,
  });
  await admin.post("enrollments", {
    name: `Bienvenida ${tag}`,
    description: "Para familias que se inscriben por primera vez.",
    fee: 0,
    access_type: "public",
    availability: "new_clients",
    active: true,
  });
  const clientApi = apiAs("client");
  const ownClientId = (await clientApi.get("me")).data.client_id;
  await clientApi.post("course-registrations", {
    client_id: ownClientId,
    student_name: `Lucía ${tag}`,
    student_birth_date: "2014-02-11",
    course_id: course.id,
    enrollment_id: offer.id,
  });
  await admin.post("course-registrations", {
    client_id: ownClientId,
    student_name: `Mateo ${tag}`,
    course_id: course.id,
  });
  const family = await newFamily(admin, `Familia Ortega ${tag}`);
  const familyApi = api(request, await loginToken(request, family.email, E2E_PASSWORD));
  await familyApi.post("course-registrations", {
    client_id: family.clientId,
    student_name: `Pablo ${tag}`,
    course_id: course.id,
  });
  await familyApi.post("course-registrations", {
    client_id: family.clientId,
    student_name: `Sara ${tag}`,
    course_id: course.id,
  });

  for (const lang of ["es", "en"] as const) {
    await chooseLanguage(page, lang);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, "admin", `/courses/show/${course.id}`);
      await expect(page.getByTestId("course-waitlist").getByTestId("waitlist-row")).toHaveCount(1);
      await expect(page.getByTestId("course-waitlist")).toContainText(
        lang === "es" ? "Lista de espera (1)" : "Waitlist (1)",
      );
      await expect(page.getByTestId("course-image")).toBeVisible();
      await shot(page, `course-page-${lang}-${width}`);
      for (const part of ["course-header", "course-occupancy", "course-schedule", "course-roster", "course-waitlist"]) {
        await shot(page.getByTestId(part), `parts/${part}-${lang}-${width}`);
      }
      await signInAs(page, "client", "/education/my-courses");
      await expect(page.getByTestId("my-registration").first()).toBeVisible();
      await expect(page.getByTestId("catalogue-course").first()).toBeVisible();
      await shot(page, `my-courses-${lang}-${width}`);
      await shot(page.getByTestId("my-registrations"), `parts/my-registrations-${lang}-${width}`);
      await shot(
        page.getByTestId("catalogue-course").filter({ hasText: course.name }),
        `parts/catalogue-course-${lang}-${width}`,
      );
      await shot(page.getByTestId("catalogue-offers"), `parts/offers-${lang}-${width}`);
      await page.goto(`/courses/show/${course.id}`);
      await expect(page.getByTestId("course-register-link")).toBeVisible();
      await shot(page, `course-client-${lang}-${width}`);
    }
  }
});

test(
  "the generic registrations list: staff see every " + "family's, a client only their own and registers there too",
  async ({ page, apiAs, signInAs }) => {
    const admin = apiAs("admin");
    const tag = uniqueName("").trim();
    const course = await roboticsCourse(admin, tag, { seats: 5 });
    const family = await newFamily(admin, `Familia Navarro ${tag}`);
    await admin.post("course-registrations", {
      client_id: family.clientId,
      student_name: `Nora ${tag}`,
      course_id: course.id,
    });
    const rows = page.locator("tbody tr.ant-table-row");

    await signInAs(page, "admin", "/courses/registrations");
    await expect(rows.filter({ hasText: `Nora ${tag}` })).toBeVisible();

    // The generated form: the client is the user's own whatever is sent (the API forces it), so
    // when the form still offers the field, their own client is its only option.
    await signInAs(page, "client", "/courses/registrations/create");
    const form = page.locator("form");
    const own = (await apiAs("client").get("me")).data.client.name;
    const clientItem = form.locator(".ant-form-item").filter({ has: page.getByLabel("Cliente") });
    await expect(form.getByLabel("Alumno")).toBeVisible();
    if (await clientItem.count()) {
      // Its options arrive with the form: picked again until the choice holds.
      await expect(async () => {
        await pick(page, form.getByLabel("Cliente"), own);
        await expect(clientItem.locator(".ant-select-selection-item")).toHaveText(own, { timeout: 2000 });
      }).toPass();
    }
    await form.getByLabel("Alumno").fill(`Olga ${tag}`);
    await form.getByLabel("Curso").click({ force: true });
    await form.getByLabel("Curso").fill(course.name);
    await option(page, course.name).first().click();
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page).toHaveURL(/\/courses\/registrations\/show\/\d+$/);
    await expect(page.getByTestId("registration-status").or(page.getByText("Pendiente")).first()).toBeVisible();

    await page.goto("/courses/registrations");
    await expect(rows.filter({ hasText: `Olga ${tag}` })).toContainText("Pendiente");
    await expect(rows.filter({ hasText: `Nora ${tag}` })).toHaveCount(0);
  },
);
