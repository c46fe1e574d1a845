import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import {
  createCourse,
  openEducation,
  register,
  registered,
  type ClientWho,
  type Education,
} from "../../fixtures/education.js";

// The server decides a registration's status with the course row locked: a seat while one is
// left (confirmed when staff register or the course confirms by itself, else pending, which holds
// its seat), the waitlist after. However many register at once, pending + confirmed never pass
// the seats, and the waitlist keeps the order the registrations were decided in.
describe.each(DATABASE_KINDS)("seat limit on %s", (kind) => {
  let e: Education;
  let families: ClientWho[];
  beforeAll(async () => {
    e = await openEducation(kind);
    families = [e.client, e.otherClient];
    for (let i = 0; i < 6; i++) families.push(await e.newClient());
  });
  afterAll(async () => {
    await e?.test.close();
  });

  it("seats staff registrations confirmed and clients' pending, then waitlists", async () => {
    const course = await createCourse(e.db, { seats: 2 });
    const staff = await registered(e.commercial, { client_id: e.client.clientId, course_id: course.id });
    expect(staff).toMatchObject({
      status: "confirmed",
      client_id: e.client.clientId,
      created_by_id: e.commercial.id,
      waitlisted_at: null,
    });
    expect(staff.confirmed_at).toEqual(expect.any(String));
    // A client's client_id is its own, whatever the body says; its registration names no author.
    const own = await registered(e.client, { client_id: e.otherClient.clientId, course_id: course.id });
    expect(own).toMatchObject({ status: "pending", client_id: e.client.clientId, confirmed_at: null });
    expect(own).not.toHaveProperty("created_by_id");
    expect(
      (
        await e.db
          .selectFrom("course_registrations")
          .select("created_by_id")
          .where("id", "=", own.id)
          .executeTakeFirstOrThrow()
      ).created_by_id,
    ).toBeNull();
    const late = await registered(e.admin, { client_id: e.otherClient.clientId, course_id: course.id });
    expect(late).toMatchObject({ status: "waitlisted", confirmed_at: null });
    expect(late.waitlisted_at).toEqual(expect.any(String));
  });

  it("confirms a client's registration at once when the course says so", async () => {
    const course = await createCourse(e.db, { seats: 1, auto_confirm: true });
    expect((await registered(e.client, { course_id: course.id })).status).toBe("confirmed");
    expect((await registered(e.otherClient, { course_id: course.id })).status).toBe("waitlisted");
  });

  it(
    "never seats more than the course holds under 50 " + "concurrent registrations, waitlisting the rest in order",
    async () => {
      const course = await createCourse(e.db, { seats: 5 });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const family = families[i % families.length];
          // Staff register for a family as often as the families register themselves.
          return i % 2 === 0
            ? register(e.admin, { client_id: family.clientId, course_id: course.id })
            : register(family, { course_id: course.id });
        }),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
      const rows = await e.db
        .selectFrom("course_registrations")
        .selectAll()
        .where("course_id", "=", course.id)
        .orderBy("id")
        .execute();
      expect(rows).toHaveLength(50);
      const seated = rows.filter((r) => r.status === "pending" || r.status === "confirmed");
      const waitlisted = rows.filter((r) => r.status === "waitlisted");
      expect(seated).toHaveLength(5);
      expect(waitlisted).toHaveLength(45);
      // Decided one at a time under the course's lock, each row inserted as it was decided: the
      // seated are the first five rows, and the waitlist's times follow the rows' order.
      expect(seated.map((r) => r.id)).toEqual(rows.slice(0, 5).map((r) => r.id));
      const times = waitlisted.map((r) => new Date(r.waitlisted_at).getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const roster = await e.admin.app.inject({
        method: "GET",
        url: `/api/courses/${course.id}/roster`,
        headers: { authorization: `Bearer ${e.admin.token}` },
      });
      const listed = roster.json();
      expect(listed.occupancy).toMatchObject({ seats: 5, free: 0, waitlisted: 45 });
      expect(listed.occupancy.pending + listed.occupancy.confirmed).toBe(5);
      const byTime = [...waitlisted].sort(
        (a, b) => new Date(a.waitlisted_at).getTime() - new Date(b.waitlisted_at).getTime() || a.id - b.id,
      );
      expect(listed.waitlist.map((r: any) => [r.id, r.position])).toEqual(byTime.map((r, i) => [r.id, i + 1]));
    },
  );
});
