import type { DashboardContext } from "./dashboard-context.js";
import type { Schema } from "./dashboard-schema.js";

/**
 * One section of GET /api/dashboard, registered by its area's manifest (ApiManifest.dashboardSections).
 * The answer holds it under `name` when the reader may see it; the web shows the section of the
 * same name (web/pages/<area>/manifest.ts).
 */
export interface DashboardSection {
  name: string;
  /** Whose page it is on: the team's, or a client-only user's own page (their account). */
  audience: "staff" | "client";
  /** Its figures for this reader, or null when they may list none of its resources. */
  figures: (c: DashboardContext) => Promise<object | null>;
  /** Its answer as JSON Schema, with `x-counts` on every list link (dashboard-schema.ts). */
  schema: Schema;
  /** The resources whose row scope the figures follow: with the range, what tells readers apart. */
  resources: readonly string[];
  /** Figures of the reader themselves (their own tasks), whatever their scope. */
  own?: boolean;
  /** Labels in the reader's language. */
  localized?: boolean;
}
