import type { WriteHookEntry } from "../../crud/write-hooks.js";
import { fillFreeSeats } from "./promotion.js";
import { COURSES, lockCourse } from "./registration-access.js";

// Raising a course's seats gives the new ones to its waitlist at once, in the edit's transaction
// (the generic edit holds the course row locked, so no registration slips in between).
export const COURSE_HOOKS: readonly WriteHookEntry[] = [
  {
    resource: COURSES.name,
    hooks: {
      async afterWrite(event) {
        if (event.action !== "edit" || !event.before || !event.after) return;
        if (Number(event.after.seats) <= Number(event.before.seats)) return;
        const course = await lockCourse(event.trx, Number(event.after.id));
        if (course) await fillFreeSeats(event.trx, event.request, course);
      },
    },
  },
];
