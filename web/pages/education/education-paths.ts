// Where the education screens live. Every screen links through here, so none imports the routes.
import { getResource } from "../../../resources/registry";
import { fillPath, pagePath } from "../../providers/resource-paths";

/** A client's own courses page ("Mis cursos"), as routed in web/routes/custom-pages.ts. */
export const MY_COURSES_PATH = "/education/my-courses";

export function coursesPath(): string {
  return pagePath(getResource("courses")!, "list");
}

export function coursePath(id: number): string {
  return fillPath(pagePath(getResource("courses")!, "show"), { id })!;
}

export function courseEditPath(id: number): string {
  return fillPath(pagePath(getResource("courses")!, "edit"), { id })!;
}
