import type { ListLink as Link } from "../kit/list-link.js";

/** Education on the dashboard (api/modules/education/dashboard-figures.ts answers it). */
export interface EducationFigures {
  occupancy: {
    id: number;
    name: string;
    seats: number;
    confirmed: number;
    pending: number;
    waitlisted: number;
    link: Link;
  }[];
  /** `courses`: how many active courses, what `link` lists. */
  totals: {
    courses: number;
    seats: number;
    taken: number;
    waitlisted: number;
    courses_with_waitlist: number;
    link: Link;
  };
  registrations: { current: number; previous: number; current_link: Link; previous_link: Link };
}
