import { BILLING_MANIFEST } from "./billing/manifest.js";
import { CRM_MANIFEST } from "./crm/manifest.js";
import { EDUCATION_MANIFEST } from "./education/manifest.js";
import type { AreaManifest } from "./kit/page-manifest.js";
import { PROJECTS_MANIFEST } from "./projects/manifest.js";
import { SETTINGS_MANIFEST } from "./settings/manifest.js";
import { SUPPORT_MANIFEST } from "./support/manifest.js";
import { USERS_MANIFEST } from "./users/manifest.js";

/** Every area's shared declarations besides its resources; menu entries follow this order. */
export const AREA_MANIFESTS: readonly AreaManifest[] = [
  USERS_MANIFEST,
  PROJECTS_MANIFEST,
  CRM_MANIFEST,
  SUPPORT_MANIFEST,
  EDUCATION_MANIFEST,
  BILLING_MANIFEST,
  SETTINGS_MANIFEST,
];

/** Every page of every area, in that order. */
export const PAGES = AREA_MANIFESTS.flatMap((manifest) =>
  manifest.pages.map((page) => ({ ...page, area: manifest.area })),
);
