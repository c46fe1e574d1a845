import type { ColumnType, Generated } from "kysely";
import type { FieldDef } from "../../resources/kit/types.js";
import type { STATE_LIKE_FIELDS } from "../../resources/kit/nomenclator.js";
import type { FILE_FIELDS, NOTE_FIELDS } from "../../resources/projects/owned-records.js";
import type { TASK_STATE_FIELDS } from "../../resources/projects/task-states.js";
import type { invoiceLines } from "../../resources/billing/invoice-lines.js";
import type { invoicePayments } from "../../resources/billing/invoice-payments.js";
import type { invoiceSeries } from "../../resources/billing/invoice-series.js";
import type { invoices } from "../../resources/billing/invoices.js";
import type { campaignTypes } from "../../resources/crm/campaign-types.js";
import type { campaigns } from "../../resources/crm/campaigns.js";
import type { leadActivities } from "../../resources/crm/lead-activities.js";
import type { leadAnswers } from "../../resources/crm/lead-answers.js";
import type { leadClients } from "../../resources/crm/lead-clients.js";
import type { leadRequests } from "../../resources/crm/lead-requests.js";
import type { leadServices } from "../../resources/crm/lead-services.js";
import type { leadStatuses } from "../../resources/crm/lead-statuses.js";
import type { leads } from "../../resources/crm/leads.js";
import type { pipelineStages } from "../../resources/crm/pipeline-stages.js";
import type { pipelines } from "../../resources/crm/pipelines.js";
import type { leadFinancialQuestions, leadQuestions } from "../../resources/crm/questionnaire.js";
import type { academicLevels } from "../../resources/education/academic-levels.js";
import type { clientTypes } from "../../resources/education/client-types.js";
import type { commercialSecurities } from "../../resources/education/commercial-securities.js";
import type { courseRegistrations } from "../../resources/education/course-registrations.js";
import type { courseSessions } from "../../resources/education/course-sessions.js";
import type { courseTypes } from "../../resources/education/course-types.js";
import type { courses } from "../../resources/education/courses.js";
import type { enrollments } from "../../resources/education/enrollments.js";
import type { leadSpecificServices } from "../../resources/education/lead-specific-services.js";
import type { projectIssues } from "../../resources/projects/project-issues.js";
import type { projectManagers } from "../../resources/projects/project-managers.js";
import type { projectMilestones } from "../../resources/projects/project-milestones.js";
import type { projectPhases } from "../../resources/projects/project-phases.js";
import type { projects } from "../../resources/projects/projects.js";
import type { taskComments } from "../../resources/projects/task-comments.js";
import type { taskDependencies } from "../../resources/projects/task-dependencies.js";
import type { tasks } from "../../resources/projects/tasks.js";
import type { timeEntries } from "../../resources/projects/time-entries.js";
import type { cannedResponses } from "../../resources/support/canned-responses.js";
import type { holidays, slaPolicies } from "../../resources/support/sla-policies.js";
import type { ticketFiles } from "../../resources/support/ticket-files.js";
import type { ticketMessages } from "../../resources/support/ticket-messages.js";
import type { tickets } from "../../resources/support/tickets.js";
import type { Refined, ResourceTable } from "./resource-tables.js";

// Every declared resource's table, by table name, derived from its declaration (users, which the
// team-members resource shows part of, is written in schema.ts). The refinements say what no
// declaration does: columns the server keeps with a database default (never null), and the few
// columns only hand-written modules read. tests/api/db/declared-tables.test.ts checks the names.

type T<D extends Fields<Record<string, FieldDef>>> = ResourceTable<D>;
type Fields<F> = { fields: F };
type Kept<V> = ColumnType<V, V | undefined, V>;
type Stamp = ColumnType<Date, Date | string, Date | string>;
/** A generated column (`generated always as`): read, never written. */
type Derived<V> = ColumnType<V, never, never>;

type StateLike = ResourceTable<Fields<typeof STATE_LIKE_FIELDS>>;
type Owned<K extends string, F extends Record<string, FieldDef>> = ResourceTable<Fields<F>> & { [key in K]: number };
type UploadKept = { filename: string; original_name: string; mime_type: string; size: number };
type Positioned = { board_position: Generated<number> };

export interface DeclaredTables {
  projects: Refined<T<typeof projects>, Positioned & { progress: Generated<number>; actual_hours: Generated<number> }>;
  project_states: StateLike;
  project_categories: StateLike;
  task_states: StateLike & ResourceTable<Fields<typeof TASK_STATE_FIELDS>>;
  project_managers: T<typeof projectManagers>;
  project_phases: T<typeof projectPhases>;
  project_milestones: T<typeof projectMilestones>;
  project_notes: Owned<"project_id", typeof NOTE_FIELDS>;
  project_files: Refined<Owned<"project_id", typeof FILE_FIELDS>, UploadKept>;
  project_issues: T<typeof projectIssues>;
  tasks: Refined<T<typeof tasks>, Positioned & { actual_hours: Generated<number> }>;
  task_notes: Owned<"task_id", typeof NOTE_FIELDS>;
  task_files: Refined<Owned<"task_id", typeof FILE_FIELDS>, UploadKept>;
  task_comments: T<typeof taskComments>;
  task_dependencies: T<typeof taskDependencies>;
  time_entries: Refined<
    T<typeof timeEntries>,
    {
      task_id: number | null;
      user_id: number;
      ticket_id: number | null;
      invoiced_at: Stamp | null;
      running: Derived<boolean>;
    }
  >;
  leads: Refined<
    T<typeof leads>,
    Positioned & {
      service_ids: Kept<number[]>;
      specific_service_ids: Kept<number[]>;
      score: Generated<number>;
      outcome: ColumnType<"open" | "won" | "lost", string | undefined, string>;
      stage_changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
      stage_position: Generated<number>;
      phone_e164: string | null;
      import_id: number | null;
      weighted_value: Derived<number | null>;
    }
  >;
  pipelines: T<typeof pipelines>;
  pipeline_stages: T<typeof pipelineStages>;
  campaigns: Refined<T<typeof campaigns>, Positioned>;
  lead_activities: T<typeof leadActivities>;
  lead_clients: T<typeof leadClients>;
  lead_requests: T<typeof leadRequests>;
  lead_statuses: T<typeof leadStatuses>;
  campaign_types: T<typeof campaignTypes>;
  lead_services: T<typeof leadServices>;
  lead_questions: T<typeof leadQuestions>;
  lead_financial_questions: T<typeof leadFinancialQuestions>;
  lead_answers: T<typeof leadAnswers>;
  enrollments: Refined<T<typeof enrollments>, { course_ids: Kept<number[]>; client_ids: Kept<number[]> }>;
  courses: T<typeof courses>;
  course_registrations: Refined<T<typeof courseRegistrations>, { completed_at: Stamp | null }>;
  course_sessions: T<typeof courseSessions>;
  client_types: T<typeof clientTypes>;
  commercial_securities: T<typeof commercialSecurities>;
  course_types: T<typeof courseTypes>;
  academic_levels: T<typeof academicLevels>;
  lead_specific_services: T<typeof leadSpecificServices>;
  tickets: Refined<
    T<typeof tickets>,
    Positioned & {
      token: string;
      tags: Kept<string[]>;
      sla_paused_minutes: Generated<number>;
      sla_warned: Kept<string[]>;
      closed_by: number | null;
    }
  >;
  ticket_messages: T<typeof ticketMessages>;
  ticket_files: Refined<T<typeof ticketFiles>, UploadKept>;
  ticket_complexities: StateLike;
  ticket_types: StateLike;
  ticket_categories: StateLike;
  canned_responses: T<typeof cannedResponses>;
  sla_policies: T<typeof slaPolicies>;
  holidays: T<typeof holidays>;
  invoices: Refined<T<typeof invoices>, InvoiceKept>;
  invoice_lines: Refined<
    T<typeof invoiceLines>,
    {
      quantity: Kept<number>;
      base: Generated<number>;
      vat_amount: Generated<number>;
      surcharge_amount: Generated<number>;
    }
  >;
  invoice_payments: T<typeof invoicePayments>;
  invoice_series: T<typeof invoiceSeries>;
}

type InvoiceKept = {
  issue_date: Kept<string>;
  payment_method: string | null;
  status: Kept<string>;
  subtotal: Generated<number>;
  vat_total: Generated<number>;
  surcharge_total: Generated<number>;
  tax_total: Generated<number>;
  irpf_total: Generated<number>;
  total: Generated<number>;
  paid_total: Generated<number>;
  year: number | null;
  sequence: number | null;
  client_snapshot: unknown;
  issued_by: number | null;
  tuition_run_id: number | null;
  draft: Derived<boolean>;
  outstanding: Derived<number>;
};
