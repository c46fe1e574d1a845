import { lazy } from "react";
import { lazyWithAntd } from "../providers/lazy-with-antd";

// Every page is its own chunk (code-split routes; the sign-in form comes with its routes); named
// exports are adapted for React.lazy.
export const RegisterPage = lazyWithAntd(() => import("../pages/auth/register").then((m) => m.RegisterPage));
/** Where the registration mail's link lands: the account is made and signed in. */
export const ConfirmRegistrationPage = lazyWithAntd(() =>
  import("../pages/auth/confirm-registration").then((m) => m.ConfirmRegistrationPage),
);
export const ForgotPasswordPage = lazyWithAntd(() => import("../pages/auth/forgot-password").then((m) => m.ForgotPasswordPage));
export const ResetPasswordPage = lazyWithAntd(() => import("../pages/auth/reset-password").then((m) => m.ResetPasswordPage));
/** The public satisfaction link of a closed ticket (no sign-in), in the same frame as the above. */
export const TicketRatingPage = lazyWithAntd(() => import("../pages/support/rating/rating-page").then((m) => m.RatingPage));
/** The first screen after the sign-in, which the sign-in screen preloads. */
export const loadDashboard = () => import("../pages/dashboard/dashboard");
export const DashboardPage = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardPage })));
export const NotFoundPage = lazy(() => import("../pages/not-found").then((m) => ({ default: m.NotFoundPage })));
/** The generic list: the screen of nearly every menu entry, which the sign-in screen preloads too. */
export const loadResourceList = () => import("../resource-pages/resource-list");
export const ResourceList = lazy(() => loadResourceList().then((m) => ({ default: m.ResourceList })));
export const ResourceForm = lazy(() => import("../resource-pages/resource-form").then((m) => ({ default: m.ResourceForm })));
export const ResourceShow = lazy(() => import("../resource-pages/resource-show").then((m) => ({ default: m.ResourceShow })));
export const TwoFactorPage = lazy(() => import("../pages/users/two-factor").then((m) => ({ default: m.TwoFactorPage })));
export const LogsPage = lazy(() => import("../pages/users/logs").then((m) => ({ default: m.LogsPage })));
export const UsersListPage = lazy(() => import("../pages/users/users-list").then((m) => ({ default: m.UsersListPage })));
export const ProfilePage = lazy(() => import("../pages/users/profile-page").then((m) => ({ default: m.ProfilePage })));
export const CompanyPage = lazy(() => import("../pages/company/company-page").then((m) => ({ default: m.CompanyPage })));
/** What the system is and its producer's declaración responsable (issue 29): every signed-in user. */
export const AboutPage = lazy(() => import("../pages/about/about-page").then((m) => ({ default: m.AboutPage })));
export const ProjectsListPage = lazy(() => import("../pages/projects/projects-list").then((m) => ({ default: m.ProjectsListPage })));
export const ProjectDetailPage = lazy(() => import("../pages/projects/project-detail").then((m) => ({ default: m.ProjectDetailPage })));
export const ProjectsGanttPage = lazy(() => import("../pages/projects/gantt/gantt-page").then((m) => ({ default: m.ProjectsGanttPage })));
export const TasksKanbanPage = lazy(() => import("../pages/tasks/tasks-kanban").then((m) => ({ default: m.TasksKanbanPage })));
export const TaskDetailPage = lazy(() => import("../pages/tasks/task-detail").then((m) => ({ default: m.TaskDetailPage })));
export const LeadsPage = lazy(() => import("../pages/crm/leads/leads-page").then((m) => ({ default: m.LeadsPage })));
export const LeadDetailPage = lazy(() => import("../pages/crm/lead-detail/lead-detail-page").then((m) => ({ default: m.LeadDetailPage })));
export const PipelineBoardPage = lazy(() => import("../pages/crm/pipelines/pipeline-board-page").then((m) => ({ default: m.PipelineBoardPage })));
export const CampaignsPage = lazy(() => import("../pages/crm/campaigns/campaigns-page").then((m) => ({ default: m.CampaignsPage })));
export const SupportBoardPage = lazy(() => import("../pages/support/board/support-board-page").then((m) => ({ default: m.SupportBoardPage })));
/** The close dialog, which the generic edit form opens for tickets (ResourceDef.closing). */
export const TicketCloseDialog = lazy(() =>
  import("../pages/support/ticket/close-dialog").then((m) => ({ default: m.CloseDialog })),
);
export const TicketPage = lazy(() => import("../pages/support/ticket/ticket-page").then((m) => ({ default: m.TicketPage })));
export const LeadsCalendarPage = lazy(() => import("../pages/crm/calendar/calendar-page").then((m) => ({ default: m.LeadsCalendarPage })));
export const NotificationsPage = lazy(() => import("../pages/notifications/notifications-page").then((m) => ({ default: m.NotificationsPage })));
export const InvoicesPage = lazy(() => import("../pages/billing/list/invoices-page").then((m) => ({ default: m.InvoicesPage })));
export const InvoicePage = lazy(() => import("../pages/billing/detail/invoice-page").then((m) => ({ default: m.InvoicePage })));
export const InvoiceEditorPage = lazy(() => import("../pages/billing/editor/invoice-editor-page").then((m) => ({ default: m.InvoiceEditorPage })));
export const UnbilledTimePage = lazy(() => import("../pages/billing/unbilled/unbilled-page").then((m) => ({ default: m.UnbilledTimePage })));
export const ClientShowPage = lazy(() => import("../pages/crm/clients/client-show-page").then((m) => ({ default: m.ClientShowPage })));
export const CoursePage = lazy(() => import("../pages/education/course-page").then((m) => ({ default: m.CoursePage })));
export const MyCoursesPage = lazy(() => import("../pages/education/my-courses/my-courses-page").then((m) => ({ default: m.MyCoursesPage })));
export const VerifactuRecordsPage = lazy(() => import("../pages/billing/verifactu/verifactu-records-page").then((m) => ({ default: m.VerifactuRecordsPage })));
export const TuitionPage = lazy(() => import("../pages/tuition/tuition-page").then((m) => ({ default: m.TuitionPage })));
