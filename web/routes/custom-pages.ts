import type { ComponentType } from "react";
import { CampaignsPage, LeadDetailPage, LeadsCalendarPage, LeadsPage, NotificationsPage, PipelineBoardPage, ProjectDetailPage, ProjectsGanttPage, ProjectsListPage, SupportBoardPage, TaskDetailPage, TasksKanbanPage, TicketPage } from "./lazy-pages";

// Hand-written screens that take the place of a declared resource's generated list or show page
// (SPEC §2 paths), and the extra screens of an area (boards, Gantt) with their menu entries.
export interface CustomPages {
  list?: ComponentType;
  show?: ComponentType;
}

export const CUSTOM_PAGES: Record<string, CustomPages> = {
  projects: { list: ProjectsListPage, show: ProjectDetailPage },
  tasks: { show: TaskDetailPage },
  leads: { list: LeadsPage, show: LeadDetailPage },
  campaigns: { list: CampaignsPage },
  tickets: { list: SupportBoardPage, show: TicketPage },
};

/** Screens that are not a resource's list or show; `access` names their entry in PAGE_ACCESS. */
export interface ExtraPage {
  name: string;
  paths: string[];
  page: ComponentType;
  /** The resource and action whose permission the screen needs. */
  access: { resource: string; action: "list" | "show" };
  menu?: { parent: string; icon: string };
}

export const EXTRA_PAGES: ExtraPage[] = [
  { name: "projects-gantt", paths: ["/projects/gantt"], page: ProjectsGanttPage, access: { resource: "projects", action: "list" }, menu: { parent: "projects", icon: "bar-chart" } },
  { name: "pipelines-board", paths: ["/crm/pipelines"], page: PipelineBoardPage, access: { resource: "pipelines", action: "list" }, menu: { parent: "crm", icon: "funnel-plot" } },
  { name: "calendar-leads", paths: ["/crm/calendar-leads"], page: LeadsCalendarPage, access: { resource: "lead-activities", action: "list" }, menu: { parent: "crm", icon: "calendar" } },
  { name: "tasks-kanban", paths: ["/tasks/kanban", "/tasks/kanban/:projectId"], page: TasksKanbanPage, access: { resource: "tasks", action: "list" }, menu: { parent: "projects", icon: "appstore" } },
  // Everyone's own notifications, reached from the header's bell (no menu entry).
  { name: "notifications", paths: ["/notifications"], page: NotificationsPage, access: { resource: "notifications", action: "list" } },
];
