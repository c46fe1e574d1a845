import fs from "node:fs";
import path from "node:path";
import type { ResourceProps } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { PAGE_ACCESS } from "../../resources/kit/page-permissions";
import { pageAccess } from "../../resources/kit/page-manifest";
import { PAGES } from "../../resources/manifests";
import { getResource } from "../../resources/registry";
import { i18n } from "../../web/i18n";
import { appResources, areaKey } from "../../web/routes/app-resources";
import { CUSTOM_PAGES, EXTRA_PAGES, PAGE_SCREENS } from "../../web/routes/custom-pages";

// A hand-written page is declared once (resources/<area>/manifest.ts: paths, permissions, menu;
// web/pages/<area>/manifest.ts: its screen), and the role matrix, the routes and the menu are
// derived from that: every declared page is found in each of them as declared.

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("the areas' pages", () => {
  it("puts every page with permissions in the role matrix (PAGE_ACCESS), and nothing else", () => {
    const withPermissions = PAGES.filter((p) => p.permissions);
    for (const page of withPermissions) {
      expect(PAGE_ACCESS[page.name], page.name).toEqual({
        area: page.area,
        permissions: page.permissions,
        ...(page.portal ? { portal: true } : {}),
      });
    }
    expect(Object.keys(PAGE_ACCESS).sort()).toEqual(withPermissions.map((p) => p.name).sort());
  });

  it("routes every page at its paths to the screen its area's web manifest gives, guarded as declared", () => {
    const routed = PAGES.filter((p) => p.paths?.length);
    expect(EXTRA_PAGES.map((e) => e.name)).toEqual(routed.map((p) => p.name));
    for (const page of routed) {
      const extra = EXTRA_PAGES.find((e) => e.name === page.name)!;
      expect(extra.paths).toEqual(page.paths);
      expect(extra.page).toBe(PAGE_SCREENS[page.name]);
      expect(extra.access).toEqual(pageAccess(page));
      // A guard names a declared resource or a page of the role matrix: nothing unguarded by mistake.
      if (extra.access)
        expect(Boolean(getResource(extra.access.resource) ?? PAGE_ACCESS[extra.access.resource]), page.name).toBe(true);
    }
    // No screen without its declaration.
    expect(Object.keys(PAGE_SCREENS).filter((name) => !routed.some((p) => p.name === name))).toEqual([]);
  });

  it("lists every page with a menu entry under its area's group, at its first path", () => {
    const menu = appResources(i18n.getFixedT("es"));
    const entry = (name: string) => menu.find((r: ResourceProps) => r.name === name);
    for (const page of PAGES.filter((p) => p.menu)) {
      expect(entry(page.name), page.name).toMatchObject({
        list: page.paths![0],
        meta: { parent: areaKey(page.menu!.parent) },
      });
      expect(
        menu.some((r) => r.identifier === areaKey(page.menu!.parent)),
        page.name,
      ).toBe(true);
    }
  });

  it("hands written pages only to declared resources", () => {
    expect(Object.keys(CUSTOM_PAGES).filter((name) => !getResource(name))).toEqual([]);
  });

  it("loads an area's screens only from its manifest: the routes name no area screen of their own", () => {
    const screensIn = (file: string) =>
      [...fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(/import\("([^"]+)"\)/g)].map((m) =>
        path.join(path.dirname(file), m[1]),
      );
    const manifests = fs
      .readdirSync(path.join(ROOT, "web/pages"))
      .map((area) => `web/pages/${area}/manifest.ts`)
      .filter((f) => fs.existsSync(path.join(ROOT, f)));
    const owned = new Set(manifests.flatMap(screensIn));
    expect(owned.size).toBeGreaterThan(20);
    const routes = fs.readdirSync(path.join(ROOT, "web/routes")).map((f) => `web/routes/${f}`);
    expect(routes.flatMap(screensIn).filter((screen) => owned.has(screen))).toEqual([]);
  });
});
