// /projects (docs/product.md#screens-and-routes): the projects as a table or as a board by project state,
// switchable, with one filter bar for both views; the chosen view and the filters live in the URL.
import { getResource } from "../../../resources/registry";
import { BoardListPage } from "../../components/kanban/board-list-page";
import { ProjectsTable } from "./list/projects-table";

export function ProjectsListPage() {
  const def = getResource("projects")!;
  return <BoardListPage def={def} defaultView="table" table={(filters) => <ProjectsTable def={def} filters={filters} />} />;
}
