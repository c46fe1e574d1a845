import { RESOURCES } from "../../resources/index.js";
import { ruleFilterTable, type RuleFilterTable } from "../crud/rule-filters.js";
import { writeHooksTable, type WriteHooksTable } from "../crud/write-hooks.js";
import { liveManifest } from "../live/manifest.js";
import type { ApiManifest } from "./api-manifest.js";
import { attachmentsManifest } from "./attachments/manifest.js";
import { authManifest } from "./auth/manifest.js";
import { billingManifest } from "./billing/manifest.js";
import { companyManifest } from "./company/manifest.js";
import { crmManifest } from "./crm/manifest.js";
import { dashboardManifest } from "./dashboard/manifest.js";
import { educationManifest } from "./education/manifest.js";
import { healthManifest } from "./health/manifest.js";
import { kanbanManifest } from "./kanban/manifest.js";
import { notificationsManifest } from "./notifications/manifest.js";
import { projectsManifest } from "./projects/manifest.js";
import { robotsManifest } from "./robots/manifest.js";
import { searchManifest } from "./search/manifest.js";
import { supportManifest } from "./support/manifest.js";
import { tuitionManifest } from "./tuition/manifest.js";
import { usersManifest } from "./users/manifest.js";

/**
 * Every area's manifest: the one list the server reads (api/server.ts). Write hooks on a resource
 * and the demo data's steps run in this order (sales before projects: the demo client user's
 * client is the first client); a manifest's `after` says which others must come first, and
 * checkManifestOrder refuses a list that breaks it.
 */
export const API_MANIFESTS: readonly ApiManifest[] = [
  healthManifest,
  authManifest,
  usersManifest,
  companyManifest,
  crmManifest,
  projectsManifest,
  supportManifest,
  billingManifest,
  educationManifest,
  kanbanManifest,
  attachmentsManifest,
  liveManifest,
  notificationsManifest,
  tuitionManifest,
  searchManifest,
  dashboardManifest,
  robotsManifest,
];

/** Throws when two manifests share a name or one comes before a manifest it must follow (or that is missing). */
export function checkManifestOrder(manifests: readonly ApiManifest[]): void {
  const seen = new Set<string>();
  for (const manifest of manifests) {
    if (seen.has(manifest.name)) throw new Error(`Two manifests are named ${manifest.name}`);
    for (const first of manifest.after ?? []) {
      if (!seen.has(first))
        throw new Error(`The manifest ${manifest.name} must come after ${first}, missing before it`);
    }
    seen.add(manifest.name);
  }
}

/** The rule filters of an app: what the generic lists apply (api/crud/rule-filters.ts). */
export function ruleFiltersOf(manifests: readonly ApiManifest[]): RuleFilterTable {
  return ruleFilterTable(
    RESOURCES,
    manifests.flatMap((manifest) => manifest.ruleFilters ?? []),
  );
}

/** The write hooks of an app, in the manifests' order: what api/crud/write-hooks.ts runs. */
export function writeHooksOf(manifests: readonly ApiManifest[]): WriteHooksTable {
  checkManifestOrder(manifests);
  return writeHooksTable(manifests.flatMap((manifest) => manifest.writeHooks ?? []));
}
