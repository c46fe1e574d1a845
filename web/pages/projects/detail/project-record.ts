import type { RowOf } from "../../../../resources/kit/row-types";
import type { projects } from "../../../../resources/projects/projects";

// The project row as GET /api/projects/<id> answers it, read from its declaration.
export type ProjectRecord = RowOf<typeof projects>;

/** A numeric column's value, or undefined when it is empty. */
export function numberOf(value: unknown): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
