import { RESOURCES } from "../../../resources/index.js";
import type { ApiManifest } from "../api-manifest.js";
import { boardsOf } from "./board-column.js";
import { positionHooks } from "./position-hooks.js";
import { kanbanRoutes } from "./routes.js";

/** Every declared board: its move route, its totals, and a new card's place at the end of its column. */
export const kanbanManifest: ApiManifest = {
  name: "kanban",
  // A card's column is set by its area's rules (a lead's first stage) before its place is counted.
  after: ["projects", "crm", "support"],
  writeHooks: RESOURCES.flatMap((def) => boardsOf(def).map(({ board }) => positionHooks(def, board))),
  routes: [kanbanRoutes],
};
