import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_MANIFESTS } from "../../../api/modules/manifests.js";
import { getResource } from "../../../resources/index.js";
import { DASHBOARD_SECTIONS } from "../../../web/routes/custom-pages.js";

// What an area adds to the dashboard, the header's search and the demo data is named in its
// manifest (issue 30): the API's (api/modules/<area>/manifest.ts) and, for the dashboard's
// screens, the web's (web/pages/<area>/manifest.ts). The two sides agree section by section, and
// nothing else lists the sections, kinds or steps.

const ROOT = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const filesUnder = (folder: string) =>
  (fs.readdirSync(path.join(ROOT, folder), { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(folder, f));

const apiSections = API_MANIFESTS.flatMap((m) => (m.dashboardSections ?? []).map((s) => ({ ...s, area: m.name })));
const kinds = API_MANIFESTS.flatMap((m) => m.searchKinds ?? []);

describe("the manifests' dashboard sections, search kinds and demo steps", () => {
  it("shows on the web every section the API answers, each once, and no other", () => {
    const names = apiSections.map((s) => s.name);
    expect(new Set(names).size, "a section named twice").toBe(names.length);
    expect(DASHBOARD_SECTIONS.map((view) => view.name).sort()).toEqual([...names].sort());
    // A client-only user's page and the team's are told apart by the section itself.
    expect(apiSections.filter((s) => s.audience === "client").map((s) => s.name)).toEqual(["client"]);
    expect(DASHBOARD_SECTIONS.filter((view) => view.today).map((view) => view.name)).toEqual(["client"]);
  });

  it("reloads a section on a live change to every resource its figures follow", () => {
    for (const section of apiSections) {
      const view = DASHBOARD_SECTIONS.find((v) => v.name === section.name)!;
      for (const resource of section.resources) {
        expect(getResource(resource), `${section.name}: ${resource}`).toBeDefined();
        expect(view.live, `${section.name} follows ${resource}`).toContain(resource);
      }
    }
  });

  it("searches declared resources, each kind named once", () => {
    expect(kinds.length).toBeGreaterThan(5);
    expect(new Set(kinds.map((k) => k.kind)).size).toBe(kinds.length);
    for (const kind of kinds) expect(getResource(kind.resource), kind.kind).toBeDefined();
  });

  it("lists sections, kinds and demo steps nowhere but in the manifests", () => {
    const lists = /\b(SECTION_ORDER|SECTION_RESOURCES|STAFF_SECTIONS|CLIENT_SECTIONS|SEARCH_KINDS)\b/;
    const offenders = [...filesUnder("api"), ...filesUnder("web")].filter(
      (f) => !f.endsWith("/manifest.ts") && lists.test(read(f)),
    );
    expect(offenders).toEqual([]);
    // The demo data runs the manifests' steps and nothing else.
    expect(read("api/seed/seed-demo.ts")).not.toMatch(/import .*from "\.\/demo-/);
    expect(API_MANIFESTS.filter((m) => m.seedDemo).map((m) => m.name)).toEqual([
      "users",
      "crm",
      "projects",
      "support",
      "billing",
      "education",
    ]);
  });
});
