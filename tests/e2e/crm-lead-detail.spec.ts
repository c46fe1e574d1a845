import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures/test";
import { uniqueName, chooseLanguage } from "./helpers";
import type { Api, Row } from "./fixtures/api";

// /crm/lead-detail/:id: answering a question moves the score in the header and its breakdown;
// notes and status changes (made elsewhere, heard live) head the timeline; mark lost with a
// reason; convert to a client (and a project) with links to both; merge two leads from a
// field-by-field preview and undo it. A commercial user gets the not-found state on a
// colleague's lead; in English the page reads in English.

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ role: "admin" });

/** A lead no other test (nor the duplicate check) confuses with another. */
async function newLead(admin: Api, extra: Row = {}): Promise<Row> {
  const tag = uniqueName("x").slice(2).replace(/\s/g, "");
  return admin.post("leads", {
    name: uniqueName("Lead prueba"),
    company: `Empresa ${tag}`,
    email: `lead-${tag}@example.test`,
    estimated_value: 1250000,
    ...extra,
  });
}

const entries = (page: Page) => page.getByTestId("timeline-entry");
const firstEntry = (page: Page) => entries(page).first();
const score = (page: Page) => page.getByTestId("lead-score");

async function scoreOf(page: Page): Promise<number> {
  return Number(await score(page).getAttribute("data-value"));
}

async function openLead(page: Page, lead: Row) {
  await page.goto(`/crm/lead-detail/${lead.id}`);
  await expect(page.getByTestId("lead-name")).toHaveText(lead.name);
}

test("answering an enumerated question raises the score in the header and its breakdown", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const question = await admin.post("lead-questions", {
    question: uniqueName("¿Tiene presupuesto aprobado?"),
    kind: "enumerated",
    options: [
      { id: "no", label: "Todavía no", points: 0 },
      { id: "si", label: "Sí, aprobado", points: 100 },
    ],
    order: 0,
    active: true,
  });
  const lead = await newLead(admin);
  await openLead(page, lead);
  await expect(page.getByTestId("lead-value")).toContainText("12.500,00");

  const before = await scoreOf(page);
  const item = page.locator(`[data-testid="question"][data-question-id="${question.id}"]`);
  await item.getByText("Sí, aprobado").click();
  await expect.poll(() => scoreOf(page)).toBeGreaterThan(before);
  await expect(item.getByTestId("option-si")).toBeChecked();

  // The breakdown says why: the questionnaires now give points.
  await page.getByTestId("lead-score-why").click();
  const breakdown = page.getByTestId("lead-score-breakdown");
  await expect(breakdown).toBeVisible();
  await expect
    .poll(async () =>
      Number(
        (await breakdown.getByTestId("score-part-questions").getByTestId("score-part-points").innerText()).replace(
          ",",
          ".",
        ),
      ),
    )
    .toBeGreaterThan(0);
  await expect(breakdown.getByTestId("score-total")).toHaveText(String(await scoreOf(page)));

  // The answer is in the timeline too, and the score stays after a reload.
  await expect(firstEntry(page)).toHaveAttribute("data-kind", "answer");
  await expect(firstEntry(page)).toContainText("Sí, aprobado");
  const after = await scoreOf(page);
  await page.reload();
  await expect(score(page)).toHaveAttribute("data-value", String(after));
  await admin.patch(`lead-questions/${question.id}`, { active: false, version: question.version });
});

test("a note and a status change made elsewhere head the timeline; the lead is marked lost with a reason", async ({
  page,
  apiAs,
}) => {
  const admin = apiAs("admin");
  const lead = await newLead(admin);
  await openLead(page, lead);
  await expect(firstEntry(page)).toHaveAttribute("data-kind", "created");

  await page.getByTestId("note-composer-input").fill("Llamar el lunes\npor la tarde");
  // The note touches the lead: its own live event reads the lead again, quietly (no banner).
  const reread = page.waitForResponse(
    (res) => res.url().endsWith(`/api/leads/${lead.id}`) && res.request().method() === "GET",
  );
  await page.getByTestId("note-composer-submit").click();
  await reread;
  await expect(firstEntry(page)).toHaveAttribute("data-kind", "note");
  await expect(firstEntry(page).getByTestId("timeline-note-text")).toHaveText("Llamar el lunes\npor la tarde");
  await expect(firstEntry(page)).toContainText("Alberto Administrador");

  // Another user sets another status: the page hears of it live. The timeline shows it at once;
  // the header waits behind the "changed" banner until asked.
  const statuses: Row[] = await admin.get("lead-statuses?_start=0&_end=50");
  const current = (await admin.get(`leads/${lead.id}`)) as Row;
  const first = statuses.find((s) => s.id === current.lead_status_id)!;
  const other = statuses.find((s) => s.id !== current.lead_status_id)!;
  await apiAs("superadmin").patch(`leads/${lead.id}`, { lead_status_id: other.id, version: current.version });
  await expect(firstEntry(page)).toHaveAttribute("data-kind", "status");
  await expect(firstEntry(page).getByTestId("timeline-sentence")).toContainText(`de «${first.name}» a «${other.name}»`);
  await expect(firstEntry(page)).toContainText("Sara Superadmin");
  await expect(page.getByTestId("record-changed")).toBeVisible();
  await expect(page.getByTestId("lead-state")).toHaveText(first.name);
  await page.getByTestId("record-changed-reload").click();
  await expect(page.getByTestId("lead-state")).toHaveText(other.name);
  await expect(page.getByTestId("record-changed")).toHaveCount(0);

  // The filter chips narrow the timeline to one kind.
  await page.getByTestId("timeline-filter-notes").click();
  await expect(entries(page)).toHaveCount(1);
  await expect(firstEntry(page)).toHaveAttribute("data-kind", "note");
  await page.getByTestId("timeline-filter-all").click();
  await expect(firstEntry(page)).toHaveAttribute("data-kind", "status");

  // Marking it lost needs a reason.
  await page.getByTestId("lead-lose").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Marcar como perdido" }).click();
  await expect(dialog).toContainText("Escribe por qué se ha perdido");
  await page.getByTestId("lose-reason").fill("Eligió a la competencia por precio");
  await dialog.getByRole("button", { name: "Marcar como perdido" }).click();
  await expect(page.getByTestId("lead-lost")).toBeVisible();
  await expect(page.getByTestId("lead-header")).toContainText(
    "Motivo de la pérdida: Eligió a la competencia por precio",
  );
  await expect(page.getByTestId("lead-probability")).toHaveText("0%");
  await expect(firstEntry(page)).toHaveAttribute("data-kind", "lost");
  await expect(firstEntry(page)).toContainText("Eligió a la competencia por precio");
  await expect(page.getByTestId("lead-lose")).toHaveCount(0);
});

test("an activity added from the timeline shows in it and in the lead's activities", async ({ page, apiAs }) => {
  const lead = await newLead(apiAs("admin"));
  await openLead(page, lead);
  await expect(page.getByTestId("lead-related-lead-activities")).toContainText("Sin actividades");
  await page.getByTestId("timeline-add-activity").click();
  const dialog = page.getByRole("dialog");
  const subject = uniqueName("Llamada de seguimiento");
  await dialog.getByLabel("Asunto").fill(subject);
  await dialog.getByLabel("Fecha y hora").click();
  await dialog.getByLabel("Fecha y hora").fill("04/03/2030 10:00");
  await dialog.getByLabel("Fecha y hora").press("Enter");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();

  await expect(firstEntry(page)).toHaveAttribute("data-kind", "activity");
  await expect(firstEntry(page).getByTestId("timeline-sentence")).toHaveText(
    `Programó una llamada para el 04/03/2030 10:00: «${subject}»`,
  );
  const related = page.getByTestId("lead-related-lead-activities");
  await expect(related.getByTestId("related-activity")).toHaveCount(1);
  await expect(related.getByTestId("related-activity")).toContainText(subject);
  await expect(related.getByTestId("related-activity")).toContainText("04/03/2030 10:00");
});

test("the timeline shows twenty entries at a time, newest first", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const lead = await newLead(admin);
  for (let n = 1; n <= 22; n++) await admin.post(`leads/${lead.id}/notes`, { text: `Nota ${n}` });
  await openLead(page, lead);
  await expect(entries(page)).toHaveCount(20);
  await expect(firstEntry(page).getByTestId("timeline-note-text")).toHaveText("Nota 22");
  await page.getByTestId("timeline-more").click();
  await expect(entries(page)).toHaveCount(23);
  await expect(entries(page).last()).toHaveAttribute("data-kind", "created");
  await expect(page.getByTestId("timeline-more")).toHaveCount(0);
});

test("converting a lead creates its client and project and links to both", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const lead = await newLead(admin);
  await openLead(page, lead);
  await page.getByTestId("lead-convert").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("convert-create")).toBeChecked();
  await expect(dialog).toContainText(`Crear un cliente nuevo a partir del lead (${lead.company})`);
  await dialog.getByTestId("convert-project").click();
  await expect(page.getByTestId("convert-project-name")).toHaveValue(lead.company);
  const projectName = uniqueName("Proyecto de");
  await page.getByTestId("convert-project-name").fill(projectName);
  await dialog.getByRole("button", { name: "Convertir" }).click();

  const links = page.getByTestId("lead-converted-links");
  await expect(links).toBeVisible();
  const converted = (await admin.get(`leads/${lead.id}`)) as Row;
  expect(converted.converted_client_id).toBeTruthy();
  await expect(links.getByTestId("lead-client-link")).toHaveAttribute(
    "href",
    `/crm/clients/show/${converted.converted_client_id}`,
  );
  const projects: Row[] = await admin.get(`projects?name_like=${encodeURIComponent(projectName)}&_start=0&_end=5`);
  expect(projects).toHaveLength(1);
  await expect(links.getByTestId("lead-project-link")).toHaveAttribute("href", `/projects/${projects[0].id}`);
  await expect(page.getByTestId("lead-converted-client")).toContainText(lead.company);
  await expect(page.getByTestId("lead-convert")).toHaveCount(0);
  await expect(firstEntry(page)).toHaveAttribute("data-kind", "converted");

  await links.getByTestId("lead-project-link").click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projects[0].id}$`));
  await expect(page.getByTestId("project-name")).toHaveText(projectName);
});

test("merging two leads from the preview, then undoing it, brings the other lead back", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const target = await newLead(admin, { phone: "+34 600 111 222" });
  const source = await newLead(admin, { name: uniqueName("Duplicado de"), phone: "+34 699 333 444" });
  await openLead(page, target);
  await expect(page.getByTestId("lead-phone")).toHaveText("+34 600 111 222");

  await page.getByTestId("lead-merge").click();
  const search = page.getByTestId("merge-search");
  await search.click();
  await page.keyboard.type(source.name);
  await page.locator(".ant-select-item-option", { hasText: source.name }).click();
  const preview = page.getByTestId("merge-preview");
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId("merge-field-email")).toHaveAttribute("data-differs", "true");
  await expect(preview.getByTestId("merge-field-estimated_value")).toHaveAttribute("data-differs", "false");
  await preview.getByTestId("merge-take-source-phone").click();
  await page.getByRole("dialog").getByRole("button", { name: "Fusionar" }).click();

  // The phone came from the other lead, the email stayed; the other lead is gone.
  await expect(page.getByTestId("lead-phone")).toHaveText("+34 699 333 444");
  await expect(page.getByTestId("lead-email")).toHaveText(target.email);
  await expect(firstEntry(page)).toHaveAttribute("data-kind", "merged");
  await expect(firstEntry(page)).toContainText(source.name);
  await expect(firstEntry(page).getByTestId("timeline-undo-merge")).toBeVisible();
  expect(await admin.status(`leads/${source.id}`)).toBe(404);

  await page.getByTestId("merge-undo").click();
  await expect(page.getByText("Fusión deshecha: el otro lead ha vuelto")).toBeVisible();
  await expect(page.getByTestId("lead-phone")).toHaveText("+34 600 111 222");
  await expect(firstEntry(page).getByTestId("timeline-sentence")).toContainText("Deshizo la fusión");
  await expect(page.getByTestId("timeline-undo-merge")).toHaveCount(0);
  await page.getByTestId("merge-open-source").click();
  await expect(page).toHaveURL(new RegExp(`/crm/lead-detail/${source.id}$`));
  await expect(page.getByTestId("lead-name")).toHaveText(source.name);
  await expect(page.getByTestId("lead-phone")).toHaveText("+34 699 333 444");
});

test("in English the page reads in English", async ({ page, apiAs }) => {
  const lead = await newLead(apiAs("admin"));
  await chooseLanguage(page, "en");
  await openLead(page, lead);
  const header = page.getByTestId("lead-header");
  for (const text of [
    "Convert to client",
    "Mark lost",
    "Merge",
    "Estimated value",
    "Probability",
    "Score",
    "Next action",
    "Why?",
  ]) {
    await expect(header.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByTestId("lead-value")).toContainText("€12,500.00");
  await expect(page.getByTestId("lead-timeline")).toContainText("Timeline");
  await expect(firstEntry(page)).toContainText("Created the lead");
  await expect(page.getByTestId("lead-questionnaires")).toContainText("Financial");
  await expect(page.getByTestId("note-composer-submit")).toHaveText("Add note");
});

test.describe("a commercial user", () => {
  test.use({ role: "commercial" });

  test("works on an unassigned lead, and a colleague's lead is not found", async ({ page, apiAs }) => {
    const admin = apiAs("admin");
    const diego = (await apiAs("diego").get("me")).data;
    const theirs = await newLead(admin, { owner_id: diego.id });
    const unassigned = await newLead(admin, { owner_id: null });

    await openLead(page, unassigned);
    await expect(page.getByTestId("lead-owner")).toHaveText("Sin asignar");
    await expect(page.getByTestId("lead-convert")).toBeVisible();
    await page.getByTestId("note-composer-input").fill("Nota de Carmen");
    await page.getByTestId("note-composer-submit").click();
    await expect(firstEntry(page).getByTestId("timeline-note-text")).toHaveText("Nota de Carmen");

    await page.goto(`/crm/lead-detail/${theirs.id}`);
    await expect(page.getByTestId("lead-not-found")).toContainText("Lead no encontrado");
    await expect(page.getByTestId("lead-detail")).toHaveCount(0);
  });
});
