import type { RowOf } from "../../../../resources/kit/row-types";
import type { projects } from "../../../../resources/projects/projects";

// The project row as GET /api/projects/<id> answers it, read from its declaration.
export type ProjectRecord = RowOf<typeof projects>;
