import { filesOf } from "./owned-records.js";

export const projectFiles = filesOf({
  name: "project-files",
  table: "project_files",
  owner: "project",
  route: "/projects/files",
  permissions: {
    superadmin: "*",
    admin: "*",
    commercial: ["list", "show", "create", "delete"],
    client: ["list", "show"],
  },
});
