import { lazy } from "react";
import type { WebManifest } from "../web-manifest";

const ProjectsListPage = lazy(() => import("./projects-list").then((m) => ({ default: m.ProjectsListPage })));
const ProjectDetailPage = lazy(() => import("./project-detail").then((m) => ({ default: m.ProjectDetailPage })));
const ProjectsGanttPage = lazy(() => import("./gantt/gantt-page").then((m) => ({ default: m.ProjectsGanttPage })));
const TasksKanbanPage = lazy(() => import("../tasks/tasks-kanban").then((m) => ({ default: m.TasksKanbanPage })));
const TaskDetailPage = lazy(() => import("../tasks/task-detail").then((m) => ({ default: m.TaskDetailPage })));

/** Projects and tasks: their own list and pages, the Gantt and the tasks board. */
export const PROJECTS_WEB: WebManifest = {
  pages: { "projects-gantt": ProjectsGanttPage, "tasks-kanban": TasksKanbanPage },
  resourcePages: {
    projects: { list: ProjectsListPage, show: ProjectDetailPage },
    tasks: { show: TaskDetailPage },
  },
  dashboardSections: [
    {
      name: "projects",
      order: 30,
      live: ["projects", "tasks", "time-entries"],
      load: () => import("./dashboard-section").then((m) => ({ default: m.ProjectsSection })),
    },
  ],
};
