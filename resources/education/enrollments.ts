import { defineResource } from "../kit/define-resource.js";

// An enrolment offer (docs/product.md#entities: description, fee, access type, availability): what a client pays
// to enrol in the courses it applies to, while it is valid. Every client reads a public offer; a
// private one only the clients in `client_ids`. "New clients only" (availability) is for clients
// with no earlier registration: checked when one registers with it.
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
    client_ids: { type: "references", reference: "lead-clients", staffOnly: true },
    active: { type: "boolean", default: true },
    image: { type: "image" },
  },
  list: {
    columns: ["name", "fee", "access_type", "availability", "valid_from", "valid_to", "active"],
    filters: ["id", "name", "access_type", "availability", "course_ids", "active", "valid_from", "valid_to"],
    sorters: ["id", "name", "fee", "valid_from", "created_at"],
    search: ["name", "description"],
    defaultSort: { field: "name", order: "asc" },
    export: true,
  },
  permissions: { superadmin: "*", admin: "*", commercial: ["list", "show"], client: ["list", "show"] },
  scope: { client: "client_ids", shared: { field: "access_type", value: "public" } },
});
