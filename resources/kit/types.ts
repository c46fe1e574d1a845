// The vocabulary every resource declaration is written in. Plain data only: the API (routes,
// JSON schemas, SQL) and the web (menu, tables, forms, access) are both derived from it.

export const ROLES = ["superadmin", "admin", "commercial", "client"] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = ["list", "show", "create", "edit", "delete"] as const;
export type Action = (typeof ACTIONS)[number];

export const AREAS = ["projects", "crm", "education", "support", "billing", "users", "settings"] as const;
export type Area = (typeof AREAS)[number];

export type FieldType =
  | "string"
  | "text"
  | "email"
  | "integer"
  | "number"
  | "boolean"
  | "date"
  | "datetime"
  | "enum"
  | "color"
  | "icon"
  | "reference";

export interface FieldDef {
  type: FieldType;
  /** Column name when it differs from the field name (API and web always use the field name). */
  column?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Values allowed for an enum; their labels are `resources:<name>.options.<field>.<value>`. */
  options?: readonly string[];
  default?: string | number | boolean | null;
  /** A unique column: a duplicate is answered 422 on this field. */
  unique?: boolean;
  /** For type reference: the resource pointed to; its labelField names the rows in the web. */
  reference?: string;
  /** Set by the server, never accepted in a body (id, created_at, computed counts). */
  readOnly?: boolean;
  /** A value computed by the database: how many rows of `table` point to this row by `foreignKey`. */
  count?: { table: string; foreignKey: string };
}

export type Permissions = Partial<Record<Role, readonly Action[] | "*">>;

/**
 * Row scope: which rows a role that is granted an action may touch. `client` names the field
 * holding the client id (users.client_id) a client user may see; `owner` (commercial, later) the
 * field holding the user id. A role with no entry here sees every row it is granted.
 */
export interface RowScope {
  client?: string;
  owner?: string;
}

export interface ResourceDef {
  /** API name, kebab-case and plural: `/api/<name>`. */
  name: string;
  table: string;
  area: Area;
  /** The list page's path (the spec's); create, edit and show hang under it. */
  route: string;
  /** The field that names a row: shown in references, titles and the delete confirmation. */
  labelField: string;
  icon?: string;
  fields: Record<string, FieldDef>;
  list: {
    columns: readonly string[];
    filters: readonly string[];
    sorters: readonly string[];
    search: readonly string[];
    defaultSort: { field: string; order: "asc" | "desc" };
  };
  permissions: Permissions;
  scope?: RowScope;
}
