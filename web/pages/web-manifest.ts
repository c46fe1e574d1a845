import type { ComponentType } from "react";
import type { ClosingDialog } from "../components/closing-dialog";
import type { SectionKey, SectionProps } from "../components/dashboard/dashboard-types";

/** Hand-written screens in the place of a declared resource's generated list, form or show page. */
export interface ResourcePages {
  list?: ComponentType;
  show?: ComponentType;
  /** A hand-written form for both create and edit (the invoice editor); it reads `:id` itself. */
  form?: ComponentType;
  /** The dialog that closes a row (ResourceDef.closing), which the generic form opens. */
  closing?: ClosingDialog;
}

/** One section of the dashboard, shown when GET /api/dashboard answers it (its area's API manifest's). */
export interface DashboardSectionView {
  /** The answer's section it shows. */
  name: SectionKey;
  /** Its place on the page: lower first. */
  order: number;
  /** The resources behind its figures: a live change to any of them reads the page again. */
  live: readonly string[];
  /** Its figures are of today, not of a period (a client's own page): it alone offers no period. */
  today?: boolean;
  /** Its code, in a chunk of its own: the dashboard starts loading every section with its own. */
  load: () => Promise<{ default: ComponentType<SectionProps> }>;
}

/**
 * An area's screens (web/pages/<area>/manifest.ts): each code-split, loaded only when shown. The
 * paths, permissions and menu entries of `pages` are declared once, in resources/<area>/manifest.ts,
 * under the same names.
 */
export interface WebManifest {
  /** The screens of the area's declared pages, by their name. */
  pages?: Readonly<Record<string, ComponentType>>;
  /** The declared resources whose pages are hand-written, by resource name. */
  resourcePages?: Readonly<Record<string, ResourcePages>>;
  /** Its sections of the dashboard. */
  dashboardSections?: readonly DashboardSectionView[];
}
