// Where the education screens live. Every screen links through here, so none imports the routes.
import { fillPath, pagePath } from "../../providers/resource-paths";
import { courses } from "../../../resources/education/courses";

/** A client's own courses page ("Mis cursos"), as routed in web/routes/custom-pages.ts. */
export const MY_COURSES_PATH = "/education/my-courses";

export function coursesPath(): string {
  return pagePath(courses, "list");
}

export function coursePath(id: number): string {
  return fillPath(pagePath(courses, "show"), { id })!;
}

export function courseEditPath(id: number): string {
  return fillPath(pagePath(courses, "edit"), { id })!;
}
