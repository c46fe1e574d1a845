import { filesOf } from "./owned-records.js";

export const taskFiles = filesOf({
  name: "task-files",
  table: "task_files",
  owner: "task",
  route: "/tasks/files",
  permissions: {
    superadmin: "*",
    admin: "*",
    commercial: ["list", "show", "create", "delete"],
    client: ["list", "show"],
  },
});
