import { defineResource } from "./define-resource.js";
import type { Area, FieldDef, Fields, Permissions, ResourceDef } from "./types.js";

// Project states, project categories and task states share one shape (docs/product.md#entities):
// name, description, icon, color, order, active and a count of the rows that use them.
export interface StateLikeInput {
  name: string;
  table: string;
  area: Area;
  route: string;
  icon?: string;
  permissions: Permissions;
  count: { field: string; table: string; foreignKey: string };
  /** Fields only this list has (task states: whether the state completes a task). */
  extraFields?: Record<string, FieldDef>;
}

export const STATE_LIKE_FIELDS = {
  name: { type: "string", required: true, minLength: 2, maxLength: 80, unique: true },
  description: { type: "text", maxLength: 500 },
  icon: { type: "icon", maxLength: 60 },
  color: { type: "color", maxLength: 7, default: "#1677ff" },
  order: { type: "integer", min: 0, max: 9999, default: 0 },
  active: { type: "boolean", default: true },
} as const satisfies Record<string, FieldDef>;

export function stateLike(input: StateLikeInput): ResourceDef {
  const { count, extraFields = {}, ...rest } = input;
  // Its names are built from the input (a count field, an owner key): checked when it loads, not when compiled.
  return defineResource<Fields>({
    ...rest,
    labelField: "name",
    fields: {
      ...STATE_LIKE_FIELDS,
      ...extraFields,
      [count.field]: { type: "integer", readOnly: true, count: { table: count.table, foreignKey: count.foreignKey } },
    },
    list: {
      columns: ["name", "description", "icon", "color", "order", "active", ...Object.keys(extraFields), count.field],
      filters: ["id", "name", "active", "order"],
      sorters: ["id", "name", "order", "active", count.field, "created_at"],
      search: ["name", "description"],
      defaultSort: { field: "order", order: "asc" },
      // As the other nomenclators (lead statuses, course types): their list's CSV button.
      export: true,
    },
  });
}

/** How a picker offers the rows of a resource it points at. */
export interface PickerOrder {
  /** The declared `order` first when the list may be sorted by it, then the rows' names. */
  sorters: { field: string; order: "asc" | "desc" }[];
  /** The boolean `active` when the list may be filtered by it: an inactive row is offered to nobody. */
  activeField?: string;
}

/**
 * A nomenclator (a simple ordered list: states, categories, types) as a reference picker offers it:
 * in its declared order, its inactive rows left out. Any resource with those fields is one.
 */
export function pickerOrderOf(def: ResourceDef): PickerOrder {
  const ordered = def.fields.order?.type === "integer" && def.list.sorters.includes("order");
  const byName = [{ field: def.labelField, order: "asc" as const }];
  const active = def.fields.active?.type === "boolean" && def.list.filters.includes("active");
  return {
    sorters: ordered ? [{ field: "order", order: "asc" }, ...byName] : byName,
    activeField: active ? "active" : undefined,
  };
}

/** Whether rows of the resource are ordered or retired by the user: a picker's first active row is a fair default. */
export function isNomenclator(def: ResourceDef): boolean {
  const { sorters, activeField } = pickerOrderOf(def);
  return Boolean(activeField) || sorters[0]?.field === "order";
}
