import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { isValidBIC, isValidIBAN } from "ibantools";
import { validateCreditorID, validateIBAN } from "sepa";
import { seedDemo } from "../../../api/seed/seed-demo.js";
import { DEMO_PASSWORD } from "../../../api/seed/demo-users.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";

// The demo's academy: courses of the school year with their classes, offers, families'
// registrations kept as the registration rules would keep them (never more seated than seats, a
// fair waitlist, withdrawals with date and reason), valid SEPA mandates and creditor, and the
// demo client user seeing its own registrations and the offers meant for it.
describe.each(DATABASE_KINDS)("demo education on %s", (kind) => {
  let t: TestApp;
  let db: Kysely<any>;
  const tokens: Record<string, string> = {};
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;
  const get = async (who: string, url: string) => {
    const res = await call(t.app, tokens[who], { method: "GET", url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as Kysely<any>;
    await seedDemo(t.database.handle.db);
    for (const who of ["admin", "client"]) {
      const res = await call(t.app, undefined, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `${who}@demo.test`, password: DEMO_PASSWORD },
      });
      tokens[who] = res.json().access_token;
    }
  });
  afterAll(() => t.close());

  it(
    "has eight courses with a type, a level, a staff teacher, dates, weekly classes and prices; one taxed, one "
      + "auto-confirmed",
    async () => {
      const courses = await rows(sql<Record<string, any>>`
      select c.*, (select count(*)::int from course_sessions s where s.course_id = c.id) as sessions,
             exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = c.teacher_id and
             r.name <> 'client') as staff_teacher
      from courses c order by c.id`);
      expect(courses).toHaveLength(8);
      for (const c of courses) {
        expect(c, c.name).toMatchObject({ staff_teacher: true, active: true });
        expect(c.course_type_id && c.academic_level_id && c.start_date && c.end_date, c.name).toBeTruthy();
        expect(c.sessions, c.name).toBeGreaterThan(0);
        expect(Number(c.monthly_price), c.name).toBeGreaterThan(0);
      }
      expect(courses.filter((c) => c.vat_treatment === "taxed").map((c) => c.modality)).toEqual(["online"]);
      expect(courses.filter((c) => c.auto_confirm)).toHaveLength(1);
      expect(courses.map((c) => c.name)).toEqual(
        expect.arrayContaining(["Inglés B1 adultos", "Matemáticas 2º ESO", "Robótica infantil", "Piano iniciación"]),
      );
      // Every course runs this month, so the monthly run has something to charge.
      const running = await rows(sql<{
        n: number;
      }>`select count(*)::int as n from courses where start_date <= (date_trunc('month', current_date) + interval
        '1 month - 1 day')::date and end_date >= date_trunc('month', current_date)::date`);
      expect(running[0].n).toBeGreaterThan(0);
    },
  );

  it(
    "keeps registrations as the rules would: seated within the seats, a waitlist in order, withdrawals with date "
      + "and reason, confirmations dated",
    async () => {
      const all = await rows(sql<Record<string, any>>`select * from course_registrations order by id`);
      expect(all.length).toBeGreaterThanOrEqual(28);
      const occupancy = await rows(sql<{ name: string; seats: number; seated: number; waitlisted: number }>`
      select c.name, c.seats, count(r.id) filter (where r.status in ('pending', 'confirmed'))::int as seated,
      count(r.id) filter (where r.status = 'waitlisted')::int as waitlisted
      from courses c left join course_registrations r on r.course_id = c.id group by c.id order by c.id`);
      for (const c of occupancy) {
        expect(c.seated, c.name).toBeLessThanOrEqual(c.seats);
        // Nobody waits for a course with a free seat.
        if (c.waitlisted) expect(c.seated, c.name).toBe(c.seats);
      }
      expect(occupancy.filter((c) => c.waitlisted)).toEqual([
        expect.objectContaining({ name: "Robótica infantil", seated: 6, seats: 6, waitlisted: 2 }),
      ]);
      const waitlist = all.filter((r) => r.status === "waitlisted");
      expect(waitlist.every((r) => r.waitlisted_at)).toBe(true);
      expect(new Date(waitlist[0].waitlisted_at).getTime()).toBeLessThan(new Date(waitlist[1].waitlisted_at).getTime());
      const withdrawn = all.filter((r) => r.status === "withdrawn");
      expect(withdrawn.length).toBeGreaterThanOrEqual(2);
      for (const r of withdrawn) expect(r.withdrawn_on && r.withdrawal_reason, r.student_name).toBeTruthy();
      for (const r of all.filter((r) => r.status === "confirmed")) expect(r.confirmed_at, r.student_name).toBeTruthy();
      for (const r of all.filter((r) => r.status !== "confirmed" && r.status !== "withdrawn"))
        expect(r.confirmed_at, r.student_name).toBeNull();
      // The same student is never twice in a course at once.
      const twice = await rows(sql<{
        n: number;
      }>`select count(*)::int as n from (select 1 from course_registrations where status <> 'withdrawn' group by
        course_id, client_id, lower(student_name) having count(*) > 1) d`);
      expect(twice[0].n).toBe(0);
      // Some parents registered two children.
      const parents = await rows(sql<{
        n: number;
      }>`select count(*)::int as n from (select client_id from course_registrations group by client_id having
        count(distinct student_name) >= 2) p`);
      expect(parents[0].n).toBeGreaterThanOrEqual(3);
    },
  );

  it(
    "has three offers, used only where they apply: a public one, a new-clients one used on first registrations, a "
      + "private one by its client",
    async () => {
      const offers = await rows(sql<Record<string, any>>`select * from enrollments order by id`);
      expect(offers.map((o) => [o.access_type, o.availability])).toEqual([
        ["public", "all_clients"],
        ["public", "new_clients"],
        ["private", "all_clients"],
      ]);
      expect(offers[0].name).toMatch(/^Matrícula curso \d{4}-\d{2}$/);
      const misused = await rows(sql<Record<string, number>>`select
      count(*) filter (where e.availability = 'new_clients' and exists (select 1 from course_registrations p where
      p.client_id = r.client_id and (p.created_at, p.id) < (r.created_at, r.id)))::int as not_first,
      count(*) filter (where e.access_type = 'private' and not (r.client_id = any(e.client_ids)))::int as not_assigned,
      count(*) filter (where cardinality(e.course_ids) > 0 and not (r.course_id = any(e.course_ids)))::int as
      other_course,
      count(*) filter (where r.created_at::date < e.valid_from or r.created_at::date > e.valid_to)::int as out_of_dates
      from course_registrations r join enrollments e on e.id = r.enrollment_id`);
      expect(misused[0]).toEqual({ not_first: 0, not_assigned: 0, other_course: 0, out_of_dates: 0 });
    },
  );

  it("gives most clients a valid SEPA mandate, and the creditor valid settings in the company's name", async () => {
    const clients = await rows(
      sql<
        Record<string, any>
      >`select name, iban, bic, mandate_id, mandate_signed_on::text as signed from lead_clients order by id`,
    );
    const mandated = clients.filter((c) => c.iban);
    expect(mandated.length / clients.length).toBeGreaterThan(0.6);
    for (const c of mandated) {
      expect(isValidIBAN(c.iban) && validateIBAN(c.iban), c.iban).toBe(true);
      expect(c.iban.startsWith("ES") && isValidBIC(c.bic), c.name).toBe(true);
      expect(c.mandate_id, c.name).toMatch(/^MND-\d{6}$/);
      expect(c.signed <= new Date().toISOString().slice(0, 10), c.name).toBe(true);
    }
    expect(new Set(mandated.map((c) => c.mandate_id)).size).toBe(mandated.length);
    const [settings] = await rows(
      sql<
        Record<string, any>
      >`select s.*, c.legal_name from tuition_settings s cross join company c where s.id = 1 and c.id = 1`,
    );
    expect(settings.creditor_name).toBe(settings.legal_name);
    expect(validateCreditorID(settings.creditor_id) && settings.creditor_id.startsWith("ES")).toBe(true);
    expect(isValidIBAN(settings.creditor_iban) && isValidBIC(settings.creditor_bic)).toBe(true);
  });

  it("shows the demo client user its client's registrations and the offers meant for it", async () => {
    const mine = await get("client", "/api/course-registrations?_end=50");
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(new Set(mine.map((r: any) => r.client_name))).toEqual(new Set(["Academia Ejemplo"]));
    expect(new Set(mine.map((r: any) => r.status))).toEqual(new Set(["confirmed", "pending", "waitlisted"]));
    const offers = await get("client", "/api/enrollments");
    expect(offers).toHaveLength(3);
    const all = await get("admin", "/api/course-registrations?_end=100");
    expect(all.length).toBeGreaterThan(mine.length);
    // The portal and the roster agree with what was written: second on the full course's waitlist.
    const portal = await get("client", "/api/education/my-registrations");
    expect(portal.find((r: any) => r.status === "waitlisted")).toMatchObject({
      course_name: "Robótica infantil",
      waitlist_position: 2,
    });
    const catalogue = await get("client", "/api/education/catalogue");
    expect(catalogue.courses.find((c: any) => c.name === "Robótica infantil")).toMatchObject({
      free_seats: 0,
      waitlisted: 2,
    });
    expect(catalogue.offers.map((o: any) => o.name)).toContain("Convenio Academia Ejemplo");
    const full = all.find((r: any) => r.course_name === "Robótica infantil");
    const roster = await get("admin", `/api/courses/${full.course_id}/roster`);
    expect(roster.occupancy).toMatchObject({ seats: 6, free: 0, waitlisted: 2 });
    expect(roster.waitlist.map((r: any) => [r.student_name, r.position])).toEqual([
      ["Mateo Delgado Soler", 1],
      ["Lucas Pastor Gil", 2],
    ]);
  });
});
