import { sql } from "kysely";
import { scopeCondition } from "../../crud/row-scope.js";
import { link, num, resourceDef, within, type DashboardContext } from "../dashboard/dashboard-context.js";
import type { EducationFigures } from "../../../resources/education/dashboard-answer.js";

// Education (resources course-registrations, courses): how the seats of the active courses are
// taken (pending and confirmed registrations hold one each, as api/modules/education/occupancy.ts
// counts them), fullest first; the waitlists; and the registrations made in the range against the
// previous period.

const REGISTRATIONS = resourceDef("course-registrations");
const COURSES_SHOWN = 10;
const HELD = ["pending", "confirmed", "waitlisted"];

export async function educationFigures(c: DashboardContext): Promise<EducationFigures | null> {
  const scope = await c.scope("course-registrations");
  if (!scope || !(await c.scope("courses"))) return null;
  const inScope = scopeCondition(REGISTRATIONS, scope);
  const { current, previous } = c.range.at;
  const [courses, made] = await Promise.all([
    sql<{ id: number; name: string; seats: number; confirmed: number; pending: number; waitlisted: number }>`
      select k.id, k.name, k.seats, coalesce(n.confirmed, 0) as confirmed, coalesce(n.pending, 0) as pending,
      coalesce(n.waitlisted, 0) as waitlisted
      from courses k left join (
        select course_registrations.course_id, count(*) filter (where status = 'confirmed')::int as confirmed, count(*)
        filter (where status = 'pending')::int as pending,
          count(*) filter (where status = 'waitlisted')::int as waitlisted
        from course_registrations where status in ('pending', 'confirmed', 'waitlisted') and ${inScope} group by
        course_registrations.course_id) n on n.course_id = k.id
      where k.active
      order by (coalesce(n.confirmed, 0) + coalesce(n.pending, 0))::numeric / k.seats desc, coalesce(n.waitlisted, 0)
      desc, k.id`.execute(c.db),
    sql<{ current: number; previous: number }>`
      select count(*) filter (where created_at >= ${current.start} and created_at < ${current.until})::int as current,
        count(*) filter (where created_at >= ${previous.start} and created_at < ${previous.until})::int as previous
      from course_registrations where created_at >= ${previous.start} and created_at < ${current.until} and
      ${inScope}`.execute(c.db),
  ]);
  const rows = courses.rows.map((r) => ({
    id: r.id,
    name: r.name,
    seats: num(r.seats),
    confirmed: num(r.confirmed),
    pending: num(r.pending),
    waitlisted: num(r.waitlisted),
  }));
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((a, r) => a + pick(r), 0);
  return {
    occupancy: rows
      .slice(0, COURSES_SHOWN)
      .map((r) => ({ ...r, link: link("course-registrations", { course_id: String(r.id), status: HELD }) })),
    totals: {
      courses: rows.length,
      seats: sum((r) => r.seats),
      taken: sum((r) => r.confirmed + r.pending),
      waitlisted: sum((r) => r.waitlisted),
      courses_with_waitlist: rows.filter((r) => r.waitlisted > 0).length,
      link: link("courses", { active: "true" }),
    },
    registrations: {
      current: num(made.rows[0].current),
      previous: num(made.rows[0].previous),
      current_link: link("course-registrations", within("created_at", current)),
      previous_link: link("course-registrations", within("created_at", previous)),
    },
  };
}
