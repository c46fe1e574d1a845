import type { ResourceDef } from "./kit/types.js";
import { projectStates } from "./projects/project-states.js";
import { projectCategories } from "./projects/project-categories.js";
import { taskStates } from "./projects/task-states.js";
import { teamMembers } from "./projects/team-members.js";
import { projectManagers } from "./projects/project-managers.js";
import { projects } from "./projects/projects.js";
import { projectPhases } from "./projects/project-phases.js";
import { projectMilestones } from "./projects/project-milestones.js";
import { projectNotes } from "./projects/project-notes.js";
import { projectFiles } from "./projects/project-files.js";
import { projectIssues } from "./projects/project-issues.js";
import { tasks } from "./projects/tasks.js";
import { taskNotes } from "./projects/task-notes.js";
import { taskFiles } from "./projects/task-files.js";
import { taskComments } from "./projects/task-comments.js";
import { taskDependencies } from "./projects/task-dependencies.js";
import { timeEntries } from "./projects/time-entries.js";
import { leadClients } from "./crm/lead-clients.js";
import { leadStatuses } from "./crm/lead-statuses.js";
import { campaignTypes } from "./crm/campaign-types.js";
import { leadServices } from "./crm/lead-services.js";
import { leads } from "./crm/leads.js";
import { pipelines } from "./crm/pipelines.js";
import { pipelineStages } from "./crm/pipeline-stages.js";
import { campaigns } from "./crm/campaigns.js";
import { leadRequests } from "./crm/lead-requests.js";
import { leadFinancialQuestions, leadQuestions } from "./crm/questionnaire.js";
import { leadAnswers } from "./crm/lead-answers.js";
import { leadActivities } from "./crm/lead-activities.js";
import { clientTypes } from "./education/client-types.js";
import { courses } from "./education/courses.js";
import { enrollments } from "./education/enrollments.js";
import { courseSessions } from "./education/course-sessions.js";
import { courseRegistrations } from "./education/course-registrations.js";
import { commercialSecurities } from "./education/commercial-securities.js";
import { courseTypes } from "./education/course-types.js";
import { academicLevels } from "./education/academic-levels.js";
import { leadSpecificServices } from "./education/lead-specific-services.js";
import { tickets } from "./support/tickets.js";
import { ticketMessages } from "./support/ticket-messages.js";
import { ticketFiles } from "./support/ticket-files.js";
import { ticketCategories, ticketComplexities, ticketTypes } from "./support/ticket-nomenclators.js";
import { cannedResponses } from "./support/canned-responses.js";
import { holidays, slaPolicies } from "./support/sla-policies.js";
import { invoices } from "./billing/invoices.js";
import { invoiceLines } from "./billing/invoice-lines.js";
import { invoicePayments } from "./billing/invoice-payments.js";
import { invoiceSeries } from "./billing/invoice-series.js";

// Every declared resource, in menu order. Adding one here is all the API and the web need.
export const RESOURCES: readonly ResourceDef[] = [
  projects,
  projectStates,
  projectCategories,
  taskStates,
  projectManagers,
  projectPhases,
  projectMilestones,
  projectNotes,
  projectFiles,
  projectIssues,
  tasks,
  taskNotes,
  taskFiles,
  taskComments,
  taskDependencies,
  timeEntries,
  teamMembers,
  leads,
  pipelines,
  pipelineStages,
  campaigns,
  leadActivities,
  leadClients,
  leadRequests,
  leadStatuses,
  campaignTypes,
  leadServices,
  leadQuestions,
  leadFinancialQuestions,
  leadAnswers,
  enrollments,
  courses,
  courseRegistrations,
  courseSessions,
  clientTypes,
  commercialSecurities,
  courseTypes,
  academicLevels,
  leadSpecificServices,
  tickets,
  ticketMessages,
  ticketFiles,
  ticketComplexities,
  ticketTypes,
  ticketCategories,
  cannedResponses,
  slaPolicies,
  holidays,
  invoices,
  invoiceLines,
  invoicePayments,
  invoiceSeries,
];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function getResource(name: string): ResourceDef | undefined {
  return byName.get(name);
}

for (const def of RESOURCES) {
  for (const [field, f] of Object.entries(def.fields)) {
    if (f.reference && !byName.has(f.reference)) {
      throw new Error(`Resource ${def.name}: ${field} references unknown resource ${f.reference}`);
    }
  }
}
