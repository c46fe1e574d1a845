import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { uniqueName, chooseLanguage } from "./helpers";
import type { Api, Row } from "./fixtures/api";

// /crm/calendar-leads: an admin creates an activity on a slot of the week, sees it and drags it
// to the next day (the API holds the new day); an overdue activity stands out, also in the
// agenda; the toolbar follows the language and Spanish weeks start on Monday; the iCalendar feed
// URL answers the activity and stops answering once revoked; a commercial user sees only their
// own activities, and an admin filters by owner through the URL; another user's change shows live.

test.use({ viewport: { width: 1440, height: 900 }, role: "admin" });
test.setTimeout(90_000);

const DAY = 86_400_000;

/** YYYY-MM-DD of a date in the browser's (and this runner's) local time. */
function ymd(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Local midnight `days` from today. */
function dayFromToday(days: number): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() + days);
  return d;
}

/** The Monday of the week two weeks ahead: a whole week with nothing of today in it. */
function mondayAhead(): Date {
  const d = dayFromToday(14);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return d;
}

function at(day: Date, hours: number, minutes = 0): Date {
  const d = new Date(day);
  d.setHours(hours, minutes, 0, 0);
  return d;
}

async function userId(api: Api): Promise<number> {
  return (await api.get("me")).data.id;
}

async function newLead(admin: Api, extra: Row = {}): Promise<Row> {
  return admin.post("leads", { name: uniqueName("Lead calendario"), ...extra });
}

async function newActivity(admin: Api, values: Row): Promise<Row> {
  return admin.post("lead-activities", { type: "call", duration_minutes: 30, ...values });
}

async function openCalendar(page: Page, query: string) {
  await page.goto(`/crm/calendar-leads?${query}`);
  await expect(page.getByTestId("calendar")).toHaveAttribute("data-loading", "false");
}

const eventOf = (page: Page, id: number) => page.locator(`.fc-event[data-activity-id="${id}"]`);

/** Drags an event sideways, at its own height, to the middle of the day column `day`. */
async function dragToDay(page: Page, event: Locator, day: Date) {
  // A reload may redraw the event in place: the box of whichever element is there now.
  let from: { x: number; y: number; width: number; height: number } | null = null;
  await expect(async () => {
    await event.hover();
    from = await event.boundingBox();
    expect(from).not.toBeNull();
  }).toPass();
  const start = from!;
  const target = (await page.locator(`td.fc-timegrid-col[data-date="${ymd(day)}"]`).boundingBox())!;
  const x = start.x + start.width / 2;
  const y = start.y + 6;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + (target.x > start.x ? 10 : -10), y + 2, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, y, { steps: 20 });
  await page.mouse.up();
}

test("an admin creates an activity on a slot of the week and drags it to the next day", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const lead = await newLead(admin);
  const monday = mondayAhead();
  const wednesday = new Date(monday.getTime() + 2 * DAY);
  const thursday = new Date(monday.getTime() + 3 * DAY);
  await openCalendar(page, `view=timeGridWeek&date=${ymd(wednesday)}`);

  // Spanish: the week starts on Monday (lunes), with the toolbar in Spanish.
  await expect(page.locator(".fc-col-header-cell").first()).toHaveAttribute("data-date", ymd(monday));
  await expect(page.locator(".fc-col-header-cell").first()).toContainText(/^lun/i);
  await expect(page.getByRole("button", { name: "Semana", exact: true })).toHaveClass(/fc-button-active/);
  await expect(page.getByRole("button", { name: "Agenda", exact: true })).toBeVisible();

  // Click Wednesday at 10:00: the form opens on that slot.
  const column = (await page.locator(`td.fc-timegrid-col[data-date="${ymd(wednesday)}"]`).boundingBox())!;
  const slot = page.locator('td.fc-timegrid-slot-lane[data-time="10:00:00"]');
  await slot.scrollIntoViewIfNeeded();
  const row = (await slot.boundingBox())!;
  await page.mouse.click(column.x + column.width / 2, row.y + row.height / 2);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Nueva actividad");
  await expect(dialog.getByLabel("Fecha y hora")).toHaveValue(
    `${wednesday.toLocaleDateString("es-ES", { day: "2-digit", month: "2-digit", year: "numeric" })} 10:00`,
  );

  const subject = uniqueName("Llamada de seguimiento");
  await dialog.getByTestId("activity-subject").fill(subject);
  await dialog.getByTestId("activity-lead").click();
  await page.keyboard.type(lead.name.split(" ").pop()!);
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: lead.name }).click();
  const created = page.waitForResponse(
    (r) => r.url().endsWith("/api/lead-activities") && r.request().method() === "POST",
  );
  await dialog.getByTestId("activity-save").click();
  const response = await created;
  expect(response.status()).toBe(201);
  const activity = (await response.json()) as Row;
  expect(new Date(activity.due_at).getTime()).toBe(at(wednesday, 10).getTime());
  expect(activity).toMatchObject({ subject, lead_id: lead.id, duration_minutes: 30, done: false });

  // On the calendar, on Wednesday.
  const event = eventOf(page, activity.id);
  await expect(event).toContainText(subject);
  await expect(
    page.locator(`td.fc-timegrid-col[data-date="${ymd(wednesday)}"] .fc-event[data-activity-id="${activity.id}"]`),
  ).toBeVisible();

  // Drag it to Thursday: the PATCH carries the new time, the duration and the version.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/lead-activities/${activity.id}`) && r.request().method() === "PATCH",
  );
  await dragToDay(page, event, thursday);
  const patch = await saved;
  expect(patch.status()).toBe(200);
  expect(patch.request().postDataJSON()).toEqual({
    due_at: at(thursday, 10).toISOString(),
    duration_minutes: 30,
    version: activity.version,
  });
  await expect(
    page.locator(`td.fc-timegrid-col[data-date="${ymd(thursday)}"] .fc-event[data-activity-id="${activity.id}"]`),
  ).toBeVisible();

  // The API moved it by exactly that day, same time.
  const moved = await admin.get(`lead-activities/${activity.id}`);
  expect(ymd(new Date(moved.due_at))).toBe(ymd(thursday));
  expect(new Date(moved.due_at).getTime()).toBe(at(thursday, 10).getTime());

  // A reload shows it on Thursday still.
  await page.reload();
  await expect(
    page.locator(`td.fc-timegrid-col[data-date="${ymd(thursday)}"] .fc-event[data-activity-id="${activity.id}"]`),
  ).toBeVisible();
});

test("a refused move goes back, with the error toast", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const lead = await newLead(admin);
  const monday = mondayAhead();
  const tuesday = new Date(monday.getTime() + DAY);
  const activity = await newActivity(admin, {
    lead_id: lead.id,
    subject: uniqueName("Reunión"),
    type: "meeting",
    due_at: at(tuesday, 11).toISOString(),
    owner_id: await userId(admin),
  });
  await openCalendar(page, `view=timeGridWeek&date=${ymd(tuesday)}`);
  const event = eventOf(page, activity.id);
  await expect(event).toBeVisible();
  // The API refuses the move (as it does a stale version: 409).
  await page.route(`**/api/lead-activities/${activity.id}`, (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 409,
          contentType: "application/json",
          body: JSON.stringify({ message: "Otro usuario ha cambiado esta actividad" }),
        })
      : route.fallback(),
  );

  const refused = page.waitForResponse(
    (r) => r.url().endsWith(`/api/lead-activities/${activity.id}`) && r.request().method() === "PATCH",
  );
  await dragToDay(page, event, monday);
  expect((await refused).status()).toBe(409);
  await expect(page.locator(".ant-notification-notice-error")).toContainText("Otro usuario ha cambiado esta actividad");
  await expect(
    page.locator(`td.fc-timegrid-col[data-date="${ymd(tuesday)}"] .fc-event[data-activity-id="${activity.id}"]`),
  ).toBeVisible();
  expect(new Date((await admin.get(`lead-activities/${activity.id}`)).due_at).getTime()).toBe(
    at(tuesday, 11).getTime(),
  );
});

test("an overdue activity stands out, in the week and in the agenda", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const lead = await newLead(admin);
  const yesterday = dayFromToday(-1);
  const owner = await userId(admin);
  const overdue = await newActivity(admin, {
    lead_id: lead.id,
    subject: uniqueName("Vencida"),
    due_at: at(yesterday, 10).toISOString(),
    owner_id: owner,
  });
  const done = await newActivity(admin, {
    lead_id: lead.id,
    subject: uniqueName("Hecha"),
    due_at: at(yesterday, 12).toISOString(),
    owner_id: owner,
    done: true,
  });
  const later = await newActivity(admin, {
    lead_id: lead.id,
    subject: uniqueName("Futura"),
    type: "email",
    due_at: at(dayFromToday(1), 10).toISOString(),
    owner_id: owner,
  });

  await openCalendar(page, `view=timeGridWeek&date=${ymd(yesterday)}`);
  await expect(eventOf(page, overdue.id)).toHaveAttribute("data-state", "overdue");
  await expect(eventOf(page, overdue.id).getByTestId("activity-overdue-icon")).toBeVisible();
  await expect(eventOf(page, overdue.id)).toHaveCSS("background-color", "rgb(207, 19, 34)");
  await expect(eventOf(page, done.id)).toHaveAttribute("data-state", "done");
  await expect(eventOf(page, done.id).getByTestId("activity-overdue-icon")).toHaveCount(0);

  // The agenda lists them with the overdue one tagged.
  await page.getByRole("button", { name: "Agenda", exact: true }).click();
  await expect(page).toHaveURL(/view=listWeek/);
  const row = page.locator(`.fc-list-event[data-activity-id="${overdue.id}"]`);
  await expect(row).toContainText(overdue.subject);
  await expect(row).toContainText("Vencida");
  await expect(page.locator(`.fc-list-event[data-activity-id="${done.id}"]`)).toHaveAttribute("data-state", "done");

  // The one due tomorrow is not overdue (in the agenda of its own week).
  await openCalendar(page, `view=listWeek&date=${ymd(dayFromToday(1))}`);
  await expect(page.locator(`.fc-list-event[data-activity-id="${later.id}"]`)).toHaveAttribute("data-state", "pending");
});

test("in English the toolbar is English and the week starts on Sunday", async ({ page }) => {
  await chooseLanguage(page, "en");
  const wednesday = new Date(mondayAhead().getTime() + 2 * DAY);
  await openCalendar(page, `view=timeGridWeek&date=${ymd(wednesday)}`);
  for (const name of ["Today", "Month", "Week", "Day", "Agenda"])
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Follow-up calendar" })).toBeVisible();
  await expect(page.locator(".fc-col-header-cell").first()).toContainText(/^Sun/);
  await page.getByRole("button", { name: "Month", exact: true }).click();
  await expect(page.locator(".fc-col-header-cell").first()).toContainText(/^Sun/);
  await expect(page.getByTestId("feed-card")).toContainText("Generate link");
});

test("the iCalendar feed answers the user's activities until revoked", async ({ page, apiAs, request }) => {
  const admin = apiAs("admin");
  const lead = await newLead(admin);
  const subject = uniqueName("Visita al cliente");
  await newActivity(admin, {
    lead_id: lead.id,
    subject,
    type: "meeting",
    due_at: at(dayFromToday(2), 16).toISOString(),
    owner_id: await userId(admin),
  });

  await openCalendar(page, "");
  const card = page.getByTestId("feed-card");
  await card.getByRole("button", { name: "Generar enlace" }).click();
  // An earlier test of this worker may have left a link: generating again asks first.
  const confirm = page.locator(".ant-popconfirm:visible").getByRole("button", { name: "Generar enlace" });
  if (await confirm.isVisible()) await confirm.click();
  const input = card.getByTestId("feed-url");
  await expect(input).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  await expect(card.getByTestId("feed-status")).toContainText("Enlace activo");
  await expect(card).toContainText("Google Calendar");
  await expect(card).toContainText("Outlook");
  const path = new URL(await input.inputValue()).pathname;

  const feed = await request.get(path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
  const body = await feed.text();
  expect(body).toContain("BEGIN:VCALENDAR");
  expect(body).toContain(subject);

  await card.getByRole("button", { name: "Revocar" }).click();
  await page.locator(".ant-popconfirm:visible").getByRole("button", { name: "Revocar" }).click();
  await expect(card.getByTestId("feed-status")).toContainText("Sin enlace");
  await expect(input).toHaveCount(0);
  expect((await request.get(path)).status()).toBe(404);
});

test("a commercial user sees only their own activities; an admin filters by owner", async ({
  page,
  apiAs,
  signInAs,
}) => {
  const admin = apiAs("admin");
  const commercialId = await userId(apiAs("commercial"));
  const lead = await newLead(admin, { owner_id: commercialId });
  const day = new Date(mondayAhead().getTime() + DAY);
  const mine = await newActivity(admin, {
    lead_id: lead.id,
    subject: uniqueName("De Carmen"),
    due_at: at(day, 9).toISOString(),
    owner_id: commercialId,
  });
  const theirs = await newActivity(admin, {
    lead_id: lead.id,
    subject: uniqueName("Del admin"),
    due_at: at(day, 11).toISOString(),
    owner_id: await userId(admin),
  });
  const query = `view=timeGridWeek&date=${ymd(day)}`;

  // The admin sees both, and narrows to Carmen's through the owner filter (kept in the URL).
  await openCalendar(page, query);
  await expect(eventOf(page, mine.id)).toBeVisible();
  await expect(eventOf(page, theirs.id)).toBeVisible();
  await openCalendar(page, `${query}&owner_id=${commercialId}`);
  await expect(page.getByTestId("calendar-filter-owner")).toContainText("Carmen");
  await expect(eventOf(page, mine.id)).toBeVisible();
  await expect(eventOf(page, theirs.id)).toHaveCount(0);

  await signInAs(page, "commercial", `/crm/calendar-leads?${query}`);
  await expect(page.getByTestId("calendar")).toHaveAttribute("data-loading", "false");
  await expect(eventOf(page, mine.id)).toBeVisible();
  await expect(eventOf(page, theirs.id)).toHaveCount(0);
  await expect(page.getByTestId("calendar-filter-owner")).toHaveCount(0);
  // Not even through the URL.
  await openCalendar(page, `${query}&owner_id=${await userId(admin)}`);
  await expect(eventOf(page, theirs.id)).toHaveCount(0);
});

test("an activity added elsewhere appears without a reload", async ({ page, apiAs }) => {
  const admin = apiAs("admin");
  const lead = await newLead(admin);
  const day = new Date(mondayAhead().getTime() + 4 * DAY);
  await openCalendar(page, `view=timeGridWeek&date=${ymd(day)}`);
  const added = await newActivity(admin, {
    lead_id: lead.id,
    subject: uniqueName("En directo"),
    type: "task",
    due_at: at(day, 13).toISOString(),
    owner_id: await userId(apiAs("commercial")),
  });
  await expect(eventOf(page, added.id)).toContainText(added.subject);
  await admin.patch(`lead-activities/${added.id}`, { done: true, version: added.version });
  await expect(eventOf(page, added.id)).toHaveAttribute("data-state", "done");
});
