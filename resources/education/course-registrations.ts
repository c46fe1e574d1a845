import { defineResource } from "../kit/define-resource.js";
import { REGISTRATION_STATUSES } from "./education-options.js";

// A student's place in a course (issue 14): who (a client, the student's name and birth date: a
// parent registers several children), which course and which offer. The server sets the status:
// a seat when one is left (pending or, when staff register or the course says so, confirmed),
// the waitlist otherwise; withdrawing (POST /api/course-registrations/{id}/withdraw) keeps the row.
// Never deleted. Clients see and make their own.
export const courseRegistrations = defineResource({
  name: "course-registrations",
  table: "course_registrations",
  area: "education",
  route: "/courses/registrations",
  icon: "team",
  labelField: "student_name",
  fields: {
    client_id: { type: "reference", reference: "lead-clients", required: true },
    client_name: { type: "string", lookup: { via: "client_id", table: "lead_clients", columns: ["name"] } },
    student_name: { type: "string", required: true, minLength: 2, maxLength: 160 },
    student_birth_date: { type: "date" },
    course_id: { type: "reference", reference: "courses", required: true },
    course_name: { type: "string", lookup: { via: "course_id", table: "courses", columns: ["name"] } },
    // Only the offers this client may use for this course (api/modules/education/offer-routes.ts).
    enrollment_id: {
      type: "reference",
      reference: "enrollments",
      offeredBy: { path: "education/offers", by: ["client_id", "course_id"] },
    },
    status: { type: "enum", options: REGISTRATION_STATUSES, readOnly: true },
    notes: { type: "text", maxLength: 2000, staffOnly: true },
    confirmed_at: { type: "datetime", readOnly: true },
    waitlisted_at: { type: "datetime", readOnly: true },
    withdrawn_on: { type: "date", readOnly: true },
    withdrawal_reason: { type: "string", readOnly: true },
    // Drafted by a confirmed registration: the screen that registered says so, with a link.
    fee_invoice_id: { type: "reference", reference: "invoices", readOnly: true, announced: { amount: "total" } },
    created_by_id: { type: "reference", reference: "team-members", currentUser: true, staffOnly: true },
  },
  list: {
    columns: ["student_name", "client_name", "course_name", "status", "created_at"],
    filters: ["id", "client_id", "course_id", "enrollment_id", "status", "student_name", "created_at"],
    sorters: ["id", "student_name", "client_name", "course_name", "status", "created_at"],
    search: ["student_name"],
    defaultSort: { field: "created_at", order: "desc" },
    export: true,
  },
  permissions: {
    superadmin: ["list", "show", "create", "edit"],
    admin: ["list", "show", "create", "edit"],
    commercial: ["list", "show", "create", "edit"],
    client: ["list", "show", "create"],
  },
  scope: { client: "client_id" },
});
