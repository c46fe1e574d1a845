import fs from "node:fs";
import { expect, test } from "./fixtures/test";
import { RESOURCES } from "../../resources/registry";
import { pagesOf } from "../../resources/kit/define-resource";
import { visit } from "./support/visit";
import { watchProblems } from "./support/page-problems";

// A user who leaves a page the moment it opens lands where they went. A list writes its sorting and
// page into the address as it opens; one already left (a record deleted, its list opening, and the
// user off to another list at once) wrote them over the next page's address and sent the user back.

const titles = JSON.parse(fs.readFileSync("locales/es/resources.json", "utf8"));
/** The lists the kit draws (every generic page declared), where the next stop is taken from. */
const LISTS = RESOURCES.filter((def) => pagesOf(def).length === 4 && !def.attachments).map((def) => def.route);
const ROUNDS = 4;

test.use({ role: "admin" });

test("a list left the moment a delete opens it lets the user reach the next page", async ({ sharedPageAs, apiAs }) => {
  const admin = apiAs("admin");
  const page = await sharedPageAs("admin");
  const problems = watchProblems(page);
  expect(LISTS.length).toBeGreaterThan(ROUNDS);
  for (let round = 0; round < ROUNDS; round++) {
    const row = await admin.post("client-types", {
      name: `Salida ${round} ${Date.now()}`,
      code: `S${round}${Date.now() % 1000}`,
    });
    await visit(page, `/client_types/show/${row.id}`, problems);
    await expect(page.getByText(row.name, { exact: true }).first()).toBeVisible();
    await page
      .getByRole("button", { name: /Eliminar$/ })
      .first()
      .click();
    await page.getByRole("dialog").getByRole("textbox").fill(row.name);
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Eliminar$/ })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === "/client_types");
    const next = RESOURCES.find((def) => def.route === LISTS[round])!;
    await visit(page, next.route, problems);
    await expect(page.getByRole("heading", { name: titles[next.name].title, exact: true }).first()).toBeVisible();
    // By now the list left has written its address, had it still been allowed to.
    await problems.settled();
    expect(new URL(page.url()).pathname).toBe(next.route);
  }
});
