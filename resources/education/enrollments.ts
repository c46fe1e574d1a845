import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";

// An enrolment offer (SPEC §3: description, fee, access type, availability): what a client pays
// to enrol in the courses it applies to, while it is valid. Staff only for now: a private offer
// is for the clients it is assigned to, and until that assignment exists no client reads any.
export const enrollments = defineResource({
  name: "enrollments",
  table: "enrollments",
  area: "education",
  route: "/enrollments",
  icon: "solution",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 160 },
    description: { type: "text", maxLength: 2000 },
    fee: { type: "money", max: 100_000_000 },
    access_type: { type: "enum", options: ["public", "private"], default: "public" },
    availability: { type: "enum", options: ["all_clients", "new_clients"], default: "all_clients" },
    course_ids: { type: "references", reference: "courses" },
    valid_from: { type: "date" },
    valid_to: { type: "date", notBefore: "valid_from" },
    active: { type: "boolean", default: true },
  },
  list: {
    columns: ["name", "fee", "access_type", "availability", "valid_from", "valid_to", "active"],
    filters: ["id", "name", "access_type", "availability", "course_ids", "active", "valid_from", "valid_to"],
    sorters: ["id", "name", "fee", "valid_from", "created_at"],
    search: ["name", "description"],
    defaultSort: { field: "name", order: "asc" },
  },
  permissions: STAFF_READ,
});
