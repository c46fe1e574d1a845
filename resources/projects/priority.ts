import type { FieldDef } from "../kit/types.js";

// docs/product.md#states: the priority levels every project, task and issue uses.
export const PRIORITIES = ["low", "medium", "high", "urgent"] as const;

export const PRIORITY_FIELD = { type: "enum", options: PRIORITIES, default: "medium" } as const satisfies FieldDef;

/** A user's full name, read from users through a field holding the user id. */
export function userName(via: string) {
  return { type: "string", lookup: { via, table: "users", columns: ["name", "lastname"] } } as const satisfies FieldDef;
}
