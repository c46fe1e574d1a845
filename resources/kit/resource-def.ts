// A resource's declaration: plain data the API (routes, JSON schemas, SQL) and the web (menu,
// tables, forms, access) are both derived from.
import type { FieldDef } from "./field-def.js";
import type { Area, Permissions } from "./roles.js";
import type { RowScope } from "./row-scope-def.js";
import type { BoardDef } from "./board-def.js";
import type { FlagCondition, OverdueDef, RuleFilterDef } from "./derived-filter-defs.js";

/** A declaration's fields by name. */
export type Fields = Record<string, FieldDef>;

/**
 * The names a declaration may use in its lists, boards, sections and scope: its fields' names. For
 * a declared resource they are literal, so an unknown name fails to compile; for `ResourceDef`
 * (any resource) every string.
 */
export type FieldName<F> = Extract<keyof F, string>;

export interface ChildrenDef {
  /** The body's key holding the rows. */
  field: string;
  resource: string;
  /** The child's reference to this row; the server sets it. */
  foreignKey: string;
  /** An integer field the server sets to each row's index in the list. */
  order?: string;
  /** At most this many rows. */
  max: number;
}

/** The generic pages a resource may have (see pagesOf). */
export type PageAction = "list" | "create" | "edit" | "show";

/**
 * A titled group of a form's fields (`resources:<name>.sections.<key>` is its label). Forms of a
 * resource with sections lay them out in two columns on wide screens; fields in no section follow.
 */
export interface SectionDef<N extends string = string> {
  key: string;
  fields: readonly N[];
}

/**
 * A resource's declaration; `F` its fields (the system ones too), `N` their names, which every
 * other part uses (a parameter of its own, so a declaration is a `ResourceDef` of any fields).
 */
export interface ResourceDef<F extends Fields = Fields, N extends string = FieldName<F>> {
  /** API name, kebab-case and plural: `/api/<name>`. */
  name: string;
  table: string;
  area: Area;
  /** The list page's path (the spec's); create, edit and show hang under it. */
  route: string;
  /** The field that names a row: shown in references, titles and the delete confirmation. */
  labelField: N;
  icon?: string;
  fields: F;
  list: {
    columns: readonly N[];
    /** Fields the list may be narrowed by, in the order a filter bar offers them (web/components/list). */
    filters: readonly N[];
    sorters: readonly N[];
    search: readonly N[];
    defaultSort: { field: N; order: "asc" | "desc" };
    /** Fields summed over every row the list's filters find: GET /api/<name>/totals. */
    totals?: readonly N[];
    /** The list as CSV under the same filters and sort: GET /api/<name>/export.csv. */
    export?: boolean;
    /**
     * The fields a row's card shows on a phone, the row's name first (see cardFields): what
     * matters in a glance. Default: the first columns.
     */
    card?: readonly N[];
  };
  permissions: Permissions;
  scope?: RowScope<N>;
  board?: BoardDef<N>;
  /**
   * Further boards over the same rows, by name (a lead's pipeline board by stage beside its
   * status board). Each moves through POST /api/<name>/<id>/move/<board>.
   */
  boards?: Record<string, BoardDef<N>>;
  /**
   * Rows of another resource written inline with this one (an invoice's lines): POST and PATCH
   * take `field: [...]` and save parent and children in one transaction (api/crud/child-rows.ts).
   */
  children?: ChildrenDef;
  /** Lists of other resources' rows that point here, shown on the show page (a client's leads and projects). */
  related?: readonly { resource: string; field: string }[];
  /**
   * Rows are uploaded files of an owner record (field `owner`): created by a multipart upload,
   * read back through /api/<name>/<id>/download by whoever may read the owner.
   */
  attachments?: { owner: N };
  /**
   * Values of an enum field a row reaches only through a dialog of its own that asks for more than
   * the value (a ticket is resolved by its close dialog, docs/product.md#states): the generic writes (create,
   * PATCH, board move) refuse them with a 422, and the generic form and board open that dialog.
   */
  closing?: { field: N; values: readonly string[] };
  /** Listed in the menu (default true); false for resources only other screens use. */
  menu?: boolean;
  /**
   * Serves client users themselves (their tickets, projects, invoices): listed in their menu, which
   * lists nothing else. Lists a client only reads for their own screens (a ticket's types, the
   * project states) stay readable through the API, out of their menu.
   */
  portal?: boolean;
  /**
   * The generic pages it has (see pagesOf): every one for a resource in the menu; for one only
   * other screens use, none but those its screens link to (a task's page opens its edit form).
   */
  pages?: readonly PageAction[];
  sections?: readonly SectionDef<N>[];
  /**
   * The few fields (at most 6) a create from a board or a list asks first; "more fields" opens the
   * rest. A required field with no default is among them (resources/kit/quick-create.ts).
   */
  quickCreate?: readonly N[];
  /** Rows late on a date (see OverdueDef): gives the list filter `overdue` and the screens' tag. */
  overdue?: OverdueDef<N>;
  /**
   * List filters by a rule the resource's area writes (a ticket's `sla=at_risk|breached`, a
   * project's `at_risk=true|false`), by name: see RuleFilterDef.
   */
  ruleFilters?: Record<string, RuleFilterDef<N>>;
  /**
   * Named yes/no list filters: `<name>=true` keeps the rows where every condition holds, `false`
   * the others (a lead still open, time not invoiced yet). The dashboard's links are made of them.
   */
  flags?: Record<string, readonly FlagCondition<N>[]>;
}
