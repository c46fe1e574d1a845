// /projects (docs/product.md#screens-and-routes): the projects as a table or as a board by project state,
// switchable, with one filter bar for both views; the chosen view and the filters live in the URL.
import { BoardListPage } from "../../components/kanban/board-list-page";
import { ProjectsTable } from "./list/projects-table";
import { projects } from "../../../resources/projects/projects";

export function ProjectsListPage() {
  const def = projects;
  return (
    <BoardListPage def={def} defaultView="table" table={(filters) => <ProjectsTable def={def} filters={filters} />} />
  );
}
