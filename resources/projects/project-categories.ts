import { stateLike } from "../kit/nomenclator.js";
import { EVERYONE_READ } from "../kit/permissions.js";

export const projectCategories = stateLike({
  name: "project-categories",
  table: "project_categories",
  area: "projects",
  route: "/projects/nomenclators/project-categories",
  icon: "folder",
  permissions: EVERYONE_READ,
  count: { field: "projects_count", table: "projects", foreignKey: "project_category_id" },
});
