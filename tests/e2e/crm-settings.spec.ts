import fs from "node:fs";
import { expect, test } from "./fixtures/test";
import { statePath, type E2eServer } from "./fixtures/servers";
import { chooseLanguage } from "./helpers";

// The company's sales settings (admins): the web-to-lead snippet posts to this server's public
// endpoint, and it works as pasted; the lead score's weights are saved, and a set that does not
// add up to 100 is refused before it is sent.

test.use({ role: "admin" });

/**
 * Another origin for the company's website: the same server under 127.0.0.1. Its calls to this
 * server go to a loopback address, which Chromium lets a site make only with the visitor's
 * permission (Local Network Access): on a real website the server is public and nothing is asked.
 */
const websiteOf = (baseURL: string) => `http://127.0.0.1:${new URL(baseURL).port}/e2e-company-website`;

function adminToken(server: E2eServer): string {
  const state = JSON.parse(fs.readFileSync(statePath(server, "admin"), "utf8"));
  return state.origins[0].localStorage.find((e: { name: string }) => e.name === "token").value;
}

test("the web form card shows a snippet posting to the public endpoint, which takes a lead", async ({
  page,
  baseURL,
  apiAs,
}) => {
  await page.goto("/company");
  const card = page.getByTestId("web-form-card");
  await expect(card.getByText("Formulario web")).toBeVisible();
  await expect(card.getByTestId("web-form-endpoint")).toHaveText(`POST ${baseURL}/api/public/lead-requests`);
  const snippet = await card.getByTestId("web-form-snippet").inputValue();
  expect(snippet).toContain(`fetch("${baseURL}/api/public/lead-requests"`);
  for (const field of ["name", "email", "phone", "company", "message", "website"])
    expect(snippet).toContain(`name="${field}"`);

  // Pasted into a page of another site, the form posts a request the API takes.
  const email = `web-${Date.now().toString(36)}@example.test`;
  const website = websiteOf(baseURL!);
  await page.context().grantPermissions(["local-network-access"]);
  await page.route(website, (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><meta charset="utf-8"><body>${snippet}</body>` }),
  );
  await page.goto(website);
  await page.locator('input[name="name"]').fill("Visitante Web");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('textarea[name="message"]').fill("Quisiera información");
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/public/lead-requests"));
  await page.getByRole("button", { name: "Enviar" }).click();
  expect((await posted).status()).toBe(202);
  await expect(page.locator("#lead-form-status")).toHaveText("¡Gracias! Te responderemos pronto.");
  const leads = await apiAs("admin").get(`leads?email=${encodeURIComponent(email)}`);
  expect(leads.map((l: { name: string }) => l.name)).toEqual(["Visitante Web"]);
});

test("the snippet speaks English for an English-speaking admin", async ({ page, baseURL }) => {
  await chooseLanguage(page, "en");
  await page.goto("/company");
  const card = page.getByTestId("web-form-card");
  await expect(card.getByText("Web-to-lead form")).toBeVisible();
  await expect(card.getByTestId("web-form-endpoint")).toHaveText(`POST ${baseURL}/api/public/lead-requests`);
  await expect(card.getByTestId("web-form-snippet")).toHaveValue(/placeholder="Email"/);
});

test("the lead score weights are saved, and a sum other than 100 is refused", async ({
  page,
  apiAs,
  request,
  server,
}) => {
  const before = await apiAs("admin").get("crm/score-weights");
  await page.goto("/company");
  const card = page.getByTestId("score-weights-card");
  await expect(card.getByText("Puntuación de leads")).toBeVisible();
  const box = (label: string) => card.getByLabel(label, { exact: true });

  // 100 in all: saved.
  const wanted = { questions: 40, completeness: 20, recency: 25, stage: 15 };
  await box("Cuestionarios").fill(String(wanted.questions));
  await box("Datos de contacto").fill(String(wanted.completeness));
  await box("Actividad reciente").fill(String(wanted.recency));
  await box("Etapa").fill(String(wanted.stage));
  await expect(card.getByTestId("score-weights-sum")).toHaveText("Suma: 100 de 100");
  const saved = page.waitForResponse(
    (r) => r.request().method() === "PUT" && r.url().endsWith("/api/crm/score-weights"),
  );
  await card.getByTestId("score-weights-save").click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Pesos guardados")).toBeVisible();
  expect(await apiAs("admin").get("crm/score-weights")).toMatchObject(wanted);

  // 101: refused in the form, nothing sent.
  let sent = 0;
  page.on("request", (r) => r.method() === "PUT" && r.url().endsWith("/api/crm/score-weights") && sent++);
  await box("Etapa").fill("16");
  await expect(card.getByTestId("score-weights-sum")).toHaveText("Suma: 101 de 100");
  await card.getByTestId("score-weights-save").click();
  await expect(card.getByText("Los pesos deben sumar 100 (ahora suman 101)")).toBeVisible();
  expect(sent).toBe(0);
  expect(await apiAs("admin").get("crm/score-weights")).toMatchObject(wanted);

  // The page shows what is stored once opened again.
  await page.reload();
  await expect(page.getByTestId("score-weights-card").getByLabel("Cuestionarios", { exact: true })).toHaveValue("40");

  // Leave the weights as they were for the other tests on this server.
  const restored = await request.put("/api/crm/score-weights", {
    headers: { authorization: `Bearer ${adminToken(server)}` },
    data: {
      questions: before.questions,
      completeness: before.completeness,
      recency: before.recency,
      stage: before.stage,
    },
  });
  expect(restored.status()).toBe(200);
});
