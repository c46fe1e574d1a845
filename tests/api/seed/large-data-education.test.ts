import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { isValidBIC, isValidIBAN } from "ibantools";
import { seedDemo } from "../../../api/seed/seed-demo.js";
import { seedLargeData, type LargeDataSize } from "../../../api/seed/large-data.js";
import { FAMILY_DOMAIN } from "../../../api/seed/large-data-education.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

// The large data set's education at a tenth of its size (the rest of the set kept tiny): what the
// registration rules would have kept (seated within seats, nobody waiting for a free seat, dated
// confirmations, withdrawals and completions), enough families confirmed in courses running this
// month for the monthly run, valid mandates, and the triggers and sequences working afterwards.
const SIZE: LargeDataSize = {
  projects: 4,
  tasks: 40,
  clients: 12,
  managers: 2,
  staff: 3,
  dependencyPercent: 20,
  timeEntries: 20,
  leads: 50,
  activities: 100,
  campaigns: 2,
  tickets: 30,
  ticketMessages: 60,
  invoices: 30,
  invoiceLines: 60,
  courses: 30,
  registrations: 2_000,
  families: 600,
};

describe.each(DATABASE_KINDS)("large data set's education on %s", (kind) => {
  let t: TestApp;
  let db: Kysely<any>;
  let firstCourse: number;
  let firstRegistration: number;
  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0] as T;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as Kysely<any>;
    await seedDemo(t.database.handle.db);
    firstCourse = (await one(sql<{ id: number }>`select max(id) + 1 as id from courses`)).id;
    firstRegistration = (await one(sql<{ id: number }>`select max(id) + 1 as id from course_registrations`)).id;
    await seedLargeData(db, SIZE);
  });
  afterAll(() => t.close());

  it("adds the courses, their classes, the families and the registrations asked for", async () => {
    const n = await one(sql<Record<string, number>>`select
      (select count(*)::int from courses where id >= ${firstCourse}) as courses,
      (select count(*)::int from courses c where id >= ${firstCourse} and not exists (select 1 from course_sessions s
      where s.course_id = c.id)) as without_sessions,
      (select count(*)::int from courses where id >= ${firstCourse} and (course_type_id is null or academic_level_id is
      null or teacher_id is null)) as incomplete,
      (select count(*)::int from course_registrations where id >= ${firstRegistration}) as registrations,
      (select count(*)::int from lead_clients where email like ${`%@${FAMILY_DOMAIN}`}) as families`);
    expect(n).toEqual({
      courses: SIZE.courses,
      without_sessions: 0,
      incomplete: 0,
      registrations: SIZE.registrations,
      families: SIZE.families,
    });
    const statuses = Object.fromEntries(
      (
        await sql<{
          status: string;
          n: number;
        }>`select status, count(*)::int as n from course_registrations where id >= ${firstRegistration} group by
          status`.execute(db)
      ).rows.map((r) => [r.status, r.n]),
    );
    expect(Object.keys(statuses).sort()).toEqual(["completed", "confirmed", "pending", "waitlisted", "withdrawn"]);
    expect(statuses.confirmed / SIZE.registrations!).toBeGreaterThan(0.5);
  });

  it(
    "never seats more than a course's seats, waitlists " + "only when full and in order, and dates every change",
    async () => {
      const courses = await one(sql<Record<string, number>>`select
      count(*) filter (where o.seated > c.seats)::int as overbooked,
      count(*) filter (where o.waitlisted > 0 and o.seated < c.seats)::int as waiting_for_free_seat,
      count(*) filter (where o.waitlisted > 0)::int as with_waitlist
      from courses c join (select course_id, count(*) filter (where status in ('pending', 'confirmed', 'completed')) as
      seated,
                                  count(*) filter (where status = 'waitlisted') as waitlisted from course_registrations
                                  group by course_id) o on o.course_id = c.id
      where c.id >= ${firstCourse}`);
      expect(courses).toMatchObject({ overbooked: 0, waiting_for_free_seat: 0 });
      expect(courses.with_waitlist).toBeGreaterThan(0);
      const wrong = await one(sql<Record<string, number>>`select
      count(*) filter (where r.status = 'confirmed' and (r.confirmed_at is null or r.confirmed_at < r.created_at))::int
      as confirmed,
      count(*) filter (where r.status = 'waitlisted' and r.waitlisted_at is null)::int as waitlisted,
      count(*) filter (where r.status = 'withdrawn' and (r.withdrawal_reason is null or r.withdrawn_on <
      r.created_at::date or r.withdrawn_on > current_date))::int as withdrawn,
      count(*) filter (where r.status = 'completed' and (r.completed_at is null or c.end_date >= current_date))::int as
      completed,
      count(*) filter (where r.status in ('pending', 'waitlisted') and c.end_date < current_date)::int as open_in_ended,
      count(*) filter (where r.created_at > now())::int as future
      from course_registrations r join courses c on c.id = r.course_id where r.id >= ${firstRegistration}`);
      expect(wrong).toEqual({ confirmed: 0, waitlisted: 0, withdrawn: 0, completed: 0, open_in_ended: 0, future: 0 });
      // Everyone seated came before everyone waiting, course by course.
      const unfair = await one(sql<{
        n: number;
      }>`select count(*)::int as n from course_registrations w join course_registrations s
      on s.course_id = w.course_id and s.status in ('pending', 'confirmed') and s.created_at > w.waitlisted_at where
      w.status = 'waitlisted' and w.id >= ${firstRegistration}`);
      expect(unfair.n).toBe(0);
      const twice = await one(sql<{
        n: number;
      }>`select count(*)::int as n from (select 1 from course_registrations where status <> 'withdrawn' group by
        course_id, client_id, lower(student_name) having count(*) > 1) d`);
      expect(twice.n).toBe(0);
    },
  );

  it("has most families confirmed in a course running this month (5,000 and more at full size)", async () => {
    const due = await one(sql<{ clients: number }>`select count(distinct r.client_id)::int as clients
      from course_registrations r join courses c on c.id = r.course_id join lead_clients l on l.id = r.client_id
      where l.email like ${`%@${FAMILY_DOMAIN}`} and r.status = 'confirmed' and c.active and c.monthly_price > 0
        and c.start_date <= (date_trunc('month', current_date) + interval '1 month - 1 day')::date and c.end_date >=
        date_trunc('month', current_date)::date`);
    expect(due.clients / SIZE.families!).toBeGreaterThan(5_000 / 6_000);
  });

  it("gives 19 in 20 of the large data's clients a valid mandate with a unique reference", async () => {
    const clients = (
      await sql<{
        id: number;
        iban: string | null;
        bic: string | null;
        mandate_id: string | null;
        signed: string | null;
      }>`
      select id, iban, bic, mandate_id, mandate_signed_on::text as signed from lead_clients
      where email like ${`%@${FAMILY_DOMAIN}`} or email like '%@clientes-volumen.test'`.execute(db)
    ).rows;
    const mandated = clients.filter((c) => c.iban);
    expect(mandated.length / clients.length).toBeGreaterThan(0.9);
    expect(mandated.length).toBeLessThan(clients.length);
    const today = new Date().toISOString().slice(0, 10);
    for (const c of mandated) {
      expect(isValidIBAN(c.iban!), c.iban!).toBe(true);
      expect(isValidBIC(c.bic!) && c.bic!.slice(4, 6) === "ES", c.bic!).toBe(true);
      expect(c.mandate_id).toBe(`MND-${String(c.id).padStart(6, "0")}`);
      expect(c.signed! <= today).toBe(true);
    }
  });

  it("leaves the triggers and sequences working: a registration through the API is seated by the server", async () => {
    const token = (await signedInUser(t.app, t.database.handle.db, "admin")).token;
    const course = await one(sql<{
      id: number;
      seats: number;
      seated: number;
    }>`select c.id, c.seats, (select count(*)::int from course_registrations r where r.course_id = c.id and r.status in
      ('pending', 'confirmed')) as seated
      from courses c where c.id >= ${firstCourse} and c.active and c.end_date > current_date + 30 order by c.id limit
      1`);
    const client = await one(
      sql<{ id: number }>`select id from lead_clients where email like ${`%@${FAMILY_DOMAIN}`} order by id limit 1`,
    );
    const res = await call(t.app, token, {
      method: "POST",
      url: "/api/course-registrations",
      payload: { client_id: client.id, course_id: course.id, student_name: "Alumna de la prueba" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().id).toBe(firstRegistration + SIZE.registrations!);
    expect(res.json().status).toBe(course.seated < course.seats ? "confirmed" : "waitlisted");
    const triggers = await one(sql<{
      off: number;
    }>`select count(*)::int as off from pg_trigger where tgrelid = 'course_registrations'::regclass and tgenabled =
        'D'`);
    expect(triggers.off).toBe(0);
  });
});
