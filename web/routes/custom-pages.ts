import type { ComponentType } from "react";
import type { Action } from "../../resources/kit/types";
import { pageAccess } from "../../resources/kit/page-manifest";
import { PAGES } from "../../resources/manifests";
import type { DashboardSectionView, ResourcePages, WebManifest } from "../pages/web-manifest";
import { BILLING_WEB } from "../pages/billing/manifest";
import { COMPANY_WEB } from "../pages/company/manifest";
import { CRM_WEB } from "../pages/crm/manifest";
import { DASHBOARD_WEB } from "../pages/dashboard/manifest";
import { EDUCATION_WEB } from "../pages/education/manifest";
import { PROJECTS_WEB } from "../pages/projects/manifest";
import { SUPPORT_WEB } from "../pages/support/manifest";
import { USERS_WEB } from "../pages/users/manifest";

// The web reads one list of manifests: each area's screens (web/pages/<area>/manifest.ts), and
// the paths, permissions and menu entries of its pages (resources/<area>/manifest.ts).
export const WEB_MANIFESTS: readonly WebManifest[] = [
  USERS_WEB,
  PROJECTS_WEB,
  CRM_WEB,
  SUPPORT_WEB,
  EDUCATION_WEB,
  BILLING_WEB,
  COMPANY_WEB,
  DASHBOARD_WEB,
];

/** The dashboard's sections, in their page order; each name given once. */
export const DASHBOARD_SECTIONS: readonly DashboardSectionView[] = (() => {
  const sections = WEB_MANIFESTS.flatMap((manifest) => manifest.dashboardSections ?? []);
  const names = new Set(sections.map((section) => section.name));
  if (names.size !== sections.length) throw new Error("Two web manifests give the same dashboard section");
  return [...sections].sort((a, b) => a.order - b.order);
})();

/**
 * Hand-written screens that take the place of a declared resource's generated pages
 * (docs/product.md#screens-and-routes paths).
 */
export type CustomPages = ResourcePages;

function merged<T>(tables: (Readonly<Record<string, T>> | undefined)[], what: string): Record<string, T> {
  const all: Record<string, T> = {};
  for (const table of tables) {
    for (const [name, value] of Object.entries(table ?? {})) {
      if (name in all) throw new Error(`Two web manifests give ${what} ${name}`);
      all[name] = value;
    }
  }
  return all;
}

export const CUSTOM_PAGES: Record<string, CustomPages> = merged(
  WEB_MANIFESTS.map((m) => m.resourcePages),
  "the pages of",
);

/** The screens of the areas' declared pages, by name. */
export const PAGE_SCREENS: Record<string, ComponentType> = merged(
  WEB_MANIFESTS.map((m) => m.pages),
  "the screen of",
);

/** Screens that are not a resource's list or show (boards, Gantt, the profile), as declared. */
export interface ExtraPage {
  name: string;
  paths: string[];
  page: ComponentType;
  /** The resource or page, and action, whose permission the screen needs; none: every signed-in user. */
  access?: { resource: string; action: Action };
  menu?: { parent: string; icon: string };
}

export const EXTRA_PAGES: ExtraPage[] = PAGES.filter((p) => p.paths?.length).map((p) => {
  const page = PAGE_SCREENS[p.name];
  if (!page) throw new Error(`No web manifest gives the screen of the page ${p.name}`);
  return { name: p.name, paths: [...p.paths!], page, access: pageAccess(p), menu: p.menu };
});
