import type { ComponentType } from "react";
import type { Action } from "../../resources/kit/types";
import type { ClosingDialog } from "../components/closing-dialog";
import { CampaignsPage, LeadDetailPage, LeadsCalendarPage, LeadsPage, NotificationsPage, PipelineBoardPage, ProjectDetailPage, ProjectsGanttPage, ProjectsListPage, SupportBoardPage, TaskDetailPage, TasksKanbanPage, TicketPage } from "./lazy-pages";
import { ClientShowPage, InvoiceEditorPage, InvoicePage, InvoicesPage, TuitionPage, UnbilledTimePage } from "./lazy-pages";
import { CoursePage, MyCoursesPage, TicketCloseDialog, VerifactuRecordsPage } from "./lazy-pages";

// Hand-written screens that take the place of a declared resource's generated list, form or show page
// (docs/product.md#screens-and-routes paths), and the extra screens of an area (boards, Gantt) with their menu entries.
export interface CustomPages {
  list?: ComponentType;
  show?: ComponentType;
  /** A hand-written form for both create and edit (the invoice editor); it reads `:id` itself. */
  form?: ComponentType;
  /** The dialog that closes a row (ResourceDef.closing), which the generic form opens. */
  closing?: ClosingDialog;
}

export const CUSTOM_PAGES: Record<string, CustomPages> = {
  projects: { list: ProjectsListPage, show: ProjectDetailPage },
  tasks: { show: TaskDetailPage },
  leads: { list: LeadsPage, show: LeadDetailPage },
  campaigns: { list: CampaignsPage },
  tickets: { list: SupportBoardPage, show: TicketPage, closing: TicketCloseDialog },
  "lead-clients": { show: ClientShowPage },
  invoices: { list: InvoicesPage, show: InvoicePage, form: InvoiceEditorPage },
  courses: { show: CoursePage },
};

/** Screens that are not a resource's list or show; `access` names their entry in PAGE_ACCESS. */
export interface ExtraPage {
  name: string;
  paths: string[];
  page: ComponentType;
  /** The resource and action whose permission the screen needs. */
  access: { resource: string; action: Action };
  menu?: { parent: string; icon: string };
}

export const EXTRA_PAGES: ExtraPage[] = [
  { name: "projects-gantt", paths: ["/projects/gantt"], page: ProjectsGanttPage, access: { resource: "projects", action: "list" }, menu: { parent: "projects", icon: "bar-chart" } },
  { name: "pipelines-board", paths: ["/crm/pipelines"], page: PipelineBoardPage, access: { resource: "pipelines", action: "list" }, menu: { parent: "crm", icon: "funnel-plot" } },
  { name: "calendar-leads", paths: ["/crm/calendar-leads"], page: LeadsCalendarPage, access: { resource: "lead-activities", action: "list" }, menu: { parent: "crm", icon: "calendar" } },
  { name: "tasks-kanban", paths: ["/tasks/kanban", "/tasks/kanban/:projectId"], page: TasksKanbanPage, access: { resource: "tasks", action: "list" }, menu: { parent: "projects", icon: "appstore" } },
  // Everyone's own notifications, reached from the header's bell (no menu entry).
  { name: "notifications", paths: ["/notifications"], page: NotificationsPage, access: { resource: "notifications", action: "list" } },
  // A client's own courses: the catalogue open to them, registering, their waitlist places.
  { name: "my-courses", paths: ["/education/my-courses"], page: MyCoursesPage, access: { resource: "my-courses", action: "list" }, menu: { parent: "education", icon: "idcard" } },
  // Reached from the invoices list, a client's page and a project's page (no menu entry).
  { name: "billing-unbilled", paths: ["/billings/unbilled"], page: UnbilledTimePage, access: { resource: "invoices", action: "create" } },
  // Registros VeriFactu: the records' sending state (the declared list resources/billing/verifactu-records.ts).
  { name: "verifactu-records", paths: ["/billings/verifactu"], page: VerifactuRecordsPage, access: { resource: "verifactu-records", action: "list" }, menu: { parent: "billing", icon: "cloud-upload" } },
  { name: "tuition", paths: ["/billings/remittances"], page: TuitionPage, access: { resource: "tuition", action: "list" }, menu: { parent: "billing", icon: "bank" } },
];
