import { defineResource } from "../kit/define-resource.js";
import { EVERYONE_READ } from "../kit/permissions.js";
import { EDUCATION_GROUND, EXEMPTION_GROUND_KEYS } from "../billing/exemption-grounds.js";

// A course an academy teaches (issue 14): what it is, who teaches it, when, how many seats, and
// what it costs (monthly and on enrolment, VAT-exempt under art. 20.Uno.9º LIVA unless taxed).
// Clients read the catalogue; its weekly schedule is its course-sessions, its students its
// course-registrations (the course page shows both, with the occupancy and the waitlist).
export const courses = defineResource({
  name: "courses",
  table: "courses",
  area: "education",
  route: "/courses",
  icon: "read",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 160 },
    code: { type: "string", maxLength: 30, unique: true },
    course_type_id: { type: "reference", reference: "course-types" },
    academic_level_id: { type: "reference", reference: "academic-levels" },
    description: { type: "text", maxLength: 2000 },
    teacher_id: { type: "reference", reference: "team-members" },
    // The catalogue names its teacher to everyone, clients too, who read no staff user.
    teacher_name: {
      type: "string",
      lookup: { via: "teacher_id", table: "users", columns: ["name", "lastname"], shown: true },
    },
    start_date: { type: "date" },
    end_date: { type: "date", notBefore: "start_date" },
    seats: { type: "integer", required: true, min: 1, max: 10_000 },
    monthly_price: { type: "money", max: 100_000_000 },
    enrollment_fee: { type: "money", max: 100_000_000 },
    modality: { type: "enum", options: ["in_person", "online"], default: "in_person" },
    vat_treatment: { type: "enum", options: ["exempt", "taxed"], default: "exempt" },
    /** The legal ground its invoice lines state while it is exempt. */
    exemption_ground: {
      type: "enum",
      options: EXEMPTION_GROUND_KEYS,
      optionLabels: "billing:exemptionGrounds",
      default: EDUCATION_GROUND,
    },
    /** Registrations made by clients take their seat confirmed at once, without staff confirming. */
    auto_confirm: { type: "boolean", default: false },
    active: { type: "boolean", default: true },
    image: { type: "image" },
  },
  list: {
    columns: [
      "name",
      "code",
      "course_type_id",
      "academic_level_id",
      "teacher_name",
      "start_date",
      "seats",
      "monthly_price",
      "active",
    ],
    card: ["name", "code", "start_date", "seats", "monthly_price"],
    filters: [
      "id",
      "name",
      "code",
      "course_type_id",
      "academic_level_id",
      "teacher_id",
      "modality",
      "active",
      "start_date",
      "monthly_price",
    ],
    sorters: ["id", "name", "code", "start_date", "seats", "monthly_price", "created_at"],
    search: ["name", "code", "description"],
    defaultSort: { field: "name", order: "asc" },
    export: true,
  },
  permissions: EVERYONE_READ,
  sections: [
    {
      key: "course",
      fields: ["name", "code", "course_type_id", "academic_level_id", "teacher_id", "modality", "description"],
    },
    {
      key: "terms",
      fields: [
        "start_date",
        "end_date",
        "seats",
        "monthly_price",
        "enrollment_fee",
        "vat_treatment",
        "exemption_ground",
        "auto_confirm",
        "active",
      ],
    },
  ],
});
