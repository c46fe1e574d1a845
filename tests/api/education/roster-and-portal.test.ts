import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import {
  act,
  addSession,
  createCourse,
  createOffer,
  openEducation,
  registered,
  send,
  type Education,
} from "../../fixtures/education.js";
import { pdfText } from "../../fixtures/pdf-reader.js";

// A course page's roster (JSON, CSV, PDF; staff only) and the client portal's catalogue and
// own registrations with waitlist positions.
describe.each(DATABASE_KINDS)("rosters and the portal on %s", (kind) => {
  let e: Education;
  let course: Record<string, any>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    e = await openEducation(kind);
    const teacher = await e.db
      .insertInto("users")
      .values({ email: `teacher-${Date.now()}@test.local`, password_hash: "x", name: "Elena", lastname: "Torres" })
      .returning("id")
      .executeTakeFirstOrThrow();
    course = await createCourse(e.db, {
      name: "Inglés B1",
      seats: 2,
      start_date: "2026-09-14",
      end_date: "2999-06-18",
      teacher_id: teacher.id,
      enrollment_fee: 0,
    });
    await addSession(e.db, course.id, { weekday: "wed", start_time: "17:00", end_time: "18:30", room: "Aula 2" });
    await addSession(e.db, course.id, { weekday: "mon", start_time: "17:00", end_time: "18:30" });
    ids.ana = (
      await registered(e.admin, {
        client_id: e.client.clientId,
        course_id: course.id,
        student_name: "Ana Vidal",
        student_birth_date: "2014-03-09",
      })
    ).id;
    ids.bruno = (
      await registered(e.otherClient, {
        course_id: course.id,
        student_name: "Bruno Díaz",
        student_birth_date: "2013-11-21",
      })
    ).id;
    ids.carla = (await registered(e.client, { course_id: course.id, student_name: "Carla Vidal" })).id;
    ids.dario = (await registered(e.otherClient, { course_id: course.id, student_name: "Darío Díaz" })).id;
    ids.eva = (await registered(e.client, { course_id: course.id, student_name: "Eva Vidal" })).id;
    ids.fede = (await registered(e.client, { course_id: course.id, student_name: "Fede Vidal" })).id;
    await act(e.admin, ids.fede, "withdraw", { reason: "Horario" });
  });
  afterAll(async () => {
    await e?.test.close();
  });

  const raw = (who: { token: string }, url: string, lang = "es") =>
    call(e.test.app, who.token, { method: "GET", url, lang });

  it("answers the roster: occupancy, seated by name, the waitlist with positions, the withdrawn", async () => {
    const res = await send(e.commercial, "GET", `/api/courses/${course.id}/roster`);
    expect(res.status).toBe(200);
    expect(res.body.course).toMatchObject({ id: course.id, name: "Inglés B1", seats: 2, teacher_name: "Elena Torres" });
    expect(res.body.occupancy).toEqual({
      seats: 2,
      confirmed: 1,
      pending: 1,
      waitlisted: 3,
      withdrawn: 1,
      completed: 0,
      free: 0,
    });
    expect(res.body.seated.map((r: any) => r.student_name)).toEqual(["Ana Vidal", "Bruno Díaz"]);
    expect(res.body.waitlist.map((r: any) => [r.student_name, r.position])).toEqual([
      ["Carla Vidal", 1],
      ["Darío Díaz", 2],
      ["Eva Vidal", 3],
    ]);
    expect(res.body.withdrawn.map((r: any) => r.id)).toEqual([ids.fede]);
    expect(res.body.seated[0]).toMatchObject({ client_name: expect.any(String), course_name: "Inglés B1" });
    for (const suffix of ["roster", "roster.csv", "roster.pdf"])
      expect((await raw(e.client, `/api/courses/${course.id}/${suffix}`)).statusCode, suffix).toBe(403);
    expect((await raw(e.admin, "/api/courses/2147483647/roster")).statusCode).toBe(404);
  });

  it("exports the roster as CSV in the reader's language: the seated, then the waitlist", async () => {
    for (const [lang, header, waitlisted] of [
      ["es", "Alumno", "En lista de espera"],
      ["en", "Student", "Waitlisted"],
    ] as const) {
      const res = await raw(e.admin, `/api/courses/${course.id}/roster.csv`, lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/csv/);
      const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ""), { delimiter: ";" }).data.filter(
        (r) => r.length > 1,
      );
      expect(rows[0]).toContain(header);
      const name = rows[0].indexOf(header);
      expect(rows.slice(1).map((r) => r[name])).toEqual([
        "Ana Vidal",
        "Bruno Díaz",
        "Carla Vidal",
        "Darío Díaz",
        "Eva Vidal",
      ]);
      expect(rows[3][0]).toBe(waitlisted);
      expect(rows[3][1]).toBe("1");
      expect(rows[1]).toContain("2014-03-09");
    }
  });

  it("prints the roster as a PDF: course, dates, schedule, teacher, seated students and the waitlist", async () => {
    const res = await raw(e.admin, `/api/courses/${course.id}/roster.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(res.rawPayload);
    for (const piece of [
      "Inglés B1",
      "14 de septiembre de 2026",
      "Lunes 17:00–18:30",
      "Miércoles 17:00–18:30 (Aula 2)",
      "Elena Torres",
      "Alumnos con plaza",
      "Ana Vidal",
      "9 de marzo de 2014",
      "Lista de espera",
      "Carla Vidal",
      "Eva Vidal",
    ]) {
      expect(text, piece).toContain(piece);
    }
    expect(text).not.toContain("Fede Vidal");
    expect(text.indexOf("Bruno Díaz")).toBeLessThan(text.indexOf("Carla Vidal"));
    const english = await pdfText((await raw(e.admin, `/api/courses/${course.id}/roster.pdf`, "en")).rawPayload);
    expect(english).toContain("Waitlist");
    expect(english).toContain("Monday 17:00–18:30");
  });

  it("lists a client's own registrations with the course and its waitlist position", async () => {
    const mine = await send(e.client, "GET", "/api/education/my-registrations");
    expect(mine.status).toBe(200);
    const byName = Object.fromEntries(mine.body.map((r: any) => [r.student_name, r]));
    expect(Object.keys(byName).sort()).toEqual(["Ana Vidal", "Carla Vidal", "Eva Vidal", "Fede Vidal"]);
    expect(byName["Ana Vidal"]).toMatchObject({
      status: "confirmed",
      course_name: "Inglés B1",
      waitlist_position: null,
    });
    expect(byName["Carla Vidal"]).toMatchObject({ status: "waitlisted", waitlist_position: 1 });
    expect(byName["Eva Vidal"]).toMatchObject({ waitlist_position: 3 });
    expect(byName["Ana Vidal"]).not.toHaveProperty("created_by_id");
    expect(
      (await send(e.otherClient, "GET", "/api/education/my-registrations")).body.map((r: any) => r.waitlist_position),
    ).toEqual(expect.arrayContaining([2, null]));
    expect((await send(e.admin, "GET", "/api/education/my-registrations")).status).toBe(403);
  });

  it(
    "shows the catalogue: open courses with free seats " + "and classes, offers valid today with availability",
    async () => {
      const closed = await createCourse(e.db, { active: false });
      const ended = await createCourse(e.db, { start_date: "2020-01-01", end_date: "2020-06-01" });
      const open = await createCourse(e.db, { seats: 3 });
      await registered(e.client, { course_id: open.id });
      const newOnly = await createOffer(e.db, { availability: "new_clients" });
      const secret = await createOffer(e.db, { access_type: "private", client_ids: [e.otherClient.clientId] });
      const expired = await createOffer(e.db, { valid_to: "2020-01-01", valid_from: "2019-01-01" });
      const res = await send(e.client, "GET", "/api/education/catalogue");
      expect(res.status).toBe(200);
      const courses = Object.fromEntries(res.body.courses.map((c: any) => [c.id, c]));
      expect(courses[closed.id]).toBeUndefined();
      expect(courses[ended.id]).toBeUndefined();
      expect(courses[open.id]).toMatchObject({ free_seats: 2, waitlisted: 0, sessions: [] });
      expect(courses[course.id]).toMatchObject({
        free_seats: 0,
        waitlisted: 3,
        teacher_name: "Elena Torres",
        sessions: [{ weekday: "mon" }, { weekday: "wed", room: "Aula 2" }],
      });
      const offers = Object.fromEntries(res.body.offers.map((o: any) => [o.id, o]));
      expect(offers[newOnly.id]).toMatchObject({ available: false });
      expect(offers[secret.id]).toBeUndefined();
      expect(offers[expired.id]).toBeUndefined();
      expect(offers[newOnly.id]).not.toHaveProperty("client_ids");
      const fresh = await e.newClient();
      const theirs = await send(fresh, "GET", "/api/education/catalogue");
      expect(theirs.body.offers.find((o: any) => o.id === newOnly.id)).toMatchObject({ available: true });
      const other = await send(e.otherClient, "GET", "/api/education/catalogue");
      expect(other.body.offers.map((o: any) => o.id)).toContain(secret.id);
      const staff = await send(e.commercial, "GET", "/api/education/catalogue");
      expect(staff.body.offers.map((o: any) => o.id)).toEqual(expect.arrayContaining([newOnly.id, secret.id]));
    },
  );
});
