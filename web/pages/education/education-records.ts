// The shapes the education endpoints answer (docs/education-api.md), as the screens read them.
import type { RegistrationStatus, Weekday } from "../../../resources/education/education-options";
import type { courses } from "../../../resources/education/courses";
import type { RowOf } from "../../../resources/kit/row-types";

/** A course as the API answers it, read from its declaration. */
export type CourseRecord = RowOf<typeof courses>;

export interface SessionRecord {
  id: number;
  course_id?: number;
  weekday: Weekday;
  start_time: string;
  end_time: string;
  room: string | null;
}

export interface RegistrationRecord {
  id: number;
  client_id: number;
  client_name?: string | null;
  student_name: string;
  student_birth_date: string | null;
  course_id: number;
  course_name?: string | null;
  enrollment_id: number | null;
  status: RegistrationStatus;
  confirmed_at?: string | null;
  waitlisted_at?: string | null;
  withdrawn_on?: string | null;
  withdrawal_reason?: string | null;
  created_at?: string;
  /** On the roster's waitlist and in a client's own list: 1 is the next to be promoted. */
  position?: number;
  waitlist_position?: number | null;
}

export interface Occupancy {
  seats: number;
  confirmed: number;
  pending: number;
  waitlisted: number;
  withdrawn: number;
  free: number;
}

export interface Roster {
  course: { id: number; name: string; seats: number };
  occupancy: Occupancy;
  seated: RegistrationRecord[];
  waitlist: RegistrationRecord[];
  withdrawn: RegistrationRecord[];
  /** Finished the course (confirmed, then completed by staff). */
  completed?: RegistrationRecord[];
}

export interface OfferRecord {
  id: number;
  name: string;
  description: string | null;
  fee: number | null;
  availability: "all_clients" | "new_clients";
  course_ids: number[] | null;
  image: string | null;
  /** In the catalogue: false when "new clients only" and the client has registered before. */
  available?: boolean;
  active?: boolean;
  valid_from?: string | null;
  valid_to?: string | null;
}

export type CatalogueCourse = CourseRecord & {
  free_seats: number;
  waitlisted: number;
  sessions: SessionRecord[];
  academic_level_name?: string | null;
};

export interface Catalogue {
  courses: CatalogueCourse[];
  offers: OfferRecord[];
}

/** Does the offer apply to the course? One naming no courses applies to all of them. */
export function offerApplies(offer: OfferRecord, courseId: number): boolean {
  return !offer.course_ids?.length || offer.course_ids.map(Number).includes(courseId);
}
