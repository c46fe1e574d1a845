import { comparison, int, linked, list, object, str } from "../dashboard/dashboard-schema.js";
import type { DashboardSection } from "../dashboard/dashboard-section.js";
import { educationFigures } from "./dashboard-figures.js";

const schema = object({
  occupancy: list(
    linked({ id: int, name: str, seats: int, confirmed: int, pending: int, waitlisted: int }, [
      "confirmed",
      "pending",
      "waitlisted",
    ]),
  ),
  totals: linked({ courses: int, seats: int, taken: int, waitlisted: int, courses_with_waitlist: int }, "courses"),
  registrations: comparison(true),
});

/** Education on the dashboard: its figures, their schema and whose scope they follow. */
export const educationSection: DashboardSection = {
  name: "education",
  audience: "staff",
  figures: educationFigures,
  schema,
  resources: ["course-registrations", "courses"],
};
