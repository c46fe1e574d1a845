import type { ComponentType } from "react";
import type { ClosingDialog } from "../components/closing-dialog";

/** Hand-written screens in the place of a declared resource's generated list, form or show page. */
export interface ResourcePages {
  list?: ComponentType;
  show?: ComponentType;
  /** A hand-written form for both create and edit (the invoice editor); it reads `:id` itself. */
  form?: ComponentType;
  /** The dialog that closes a row (ResourceDef.closing), which the generic form opens. */
  closing?: ClosingDialog;
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
}
