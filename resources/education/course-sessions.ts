import { defineResource } from "../kit/define-resource.js";
import { WEEKDAYS } from "./education-options.js";

// One weekly class of a course (its schedule is the list of them: Mondays 17:00–18:30 in room 2).
// Edited on the course page; read by whoever reads the catalogue.
export const courseSessions = defineResource({
  name: "course-sessions",
  table: "course_sessions",
  area: "education",
  route: "/courses/sessions",
  icon: "schedule",
  labelField: "weekday",
  menu: false,
  fields: {
    course_id: { type: "reference", reference: "courses", required: true },
    weekday: { type: "enum", options: WEEKDAYS, required: true },
    start_time: { type: "time", required: true },
    end_time: { type: "time", required: true, notBefore: "start_time" },
    room: { type: "string", maxLength: 80 },
  },
  list: {
    columns: ["weekday", "start_time", "end_time", "room"],
    filters: ["id", "course_id", "weekday"],
    sorters: ["id", "weekday", "start_time"],
    search: ["room"],
    defaultSort: { field: "start_time", order: "asc" },
  },
  permissions: { superadmin: "*", admin: "*", commercial: ["list", "show"], client: ["list", "show"] },
});
