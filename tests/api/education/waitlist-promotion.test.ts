import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { act, createCourse, openEducation, registered, send, type Education } from "../../fixtures/education.js";

// A seat that frees up goes to the first of the waitlist, in the same transaction: withdrawing a
// seated registration promotes one, raising the seats promotes as many as they free. A promoted
// registration is confirmed, its fee invoice drafted, and its client's users told in the app and
// by mail.
describe.each(DATABASE_KINDS)("waitlist promotion on %s", (kind) => {
  let e: Education;
  beforeAll(async () => {
    e = await openEducation(kind);
  });
  afterAll(async () => {
    await e?.test.close();
  });

  const notificationsOf = (userId: number) =>
    e.db
      .selectFrom("notifications")
      .selectAll()
      .where("user_id", "=", userId)
      .where("kind", "=", "registration")
      .orderBy("id")
      .execute();
  const mailFor = (notificationId: number) =>
    e.db
      .selectFrom("jobs")
      .select(["name", "key"])
      .where(sql<boolean>`payload->>'notification_id' = ${String(notificationId)}`)
      .executeTakeFirst();

  it("promotes the first waitlisted on a withdrawal, drafting its fee and telling its client's users", async () => {
    const course = await createCourse(e.db, { seats: 1, enrollment_fee: 3000 });
    const family = await e.newClient({ language: "en" });
    const secondParent = await e.userOf(family.clientId);
    const seated = await registered(e.client, { course_id: course.id });
    const first = await registered(family, { course_id: course.id, student_name: "Hugo Sanz" });
    const second = await registered(e.otherClient, { course_id: course.id });
    expect([seated.status, first.status, second.status]).toEqual(["pending", "waitlisted", "waitlisted"]);

    const withdrawn = await act(e.commercial, seated.id, "withdraw", { reason: "Se muda", withdrawn_on: "2026-01-15" });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({
      id: seated.id,
      status: "withdrawn",
      withdrawn_on: "2026-01-15",
      withdrawal_reason: "Se muda",
    });

    const promoted = (await send(e.admin, "GET", `/api/course-registrations/${first.id}`)).body;
    expect(promoted).toMatchObject({ status: "confirmed", fee_invoice_id: expect.any(Number) });
    expect((await send(e.admin, "GET", `/api/course-registrations/${second.id}`)).body.status).toBe("waitlisted");
    const invoice = (await send(e.admin, "GET", `/api/invoices/${promoted.fee_invoice_id}`)).body;
    expect(invoice).toMatchObject({
      status: "draft",
      client_id: family.clientId,
      subtotal: 3000,
      total: 3000,
      language: "en",
    });
    expect(invoice.lines).toMatchObject([
      { description: `Enrolment fee · ${course.name} · Hugo Sanz`, unit_price: 3000, vat_rate: null, exemption: "E1" },
    ]);

    for (const user of [family, secondParent]) {
      const [note] = await notificationsOf(user.id);
      expect(note).toMatchObject({
        title: `Hugo Sanz · ${course.name}`,
        resource: "course-registrations",
        record_id: first.id,
        link: `/courses/registrations/show/${first.id}`,
      });
      expect(await mailFor(Number(note.id))).toMatchObject({ key: expect.stringContaining(String(note.id)) });
    }
    expect(await notificationsOf(e.otherClient.id)).toEqual([]);
    const audit = await e.db
      .selectFrom("audit_logs")
      .select(["action", "record_id"])
      .where("resource", "=", "course-registrations")
      .where("record_id", "in", [String(seated.id), String(first.id)])
      .where("action", "in", ["withdraw", "promote"])
      .execute();
    expect(audit.map((a) => `${a.action}:${a.record_id}`).sort()).toEqual(
      [`promote:${first.id}`, `withdraw:${seated.id}`].sort(),
    );
  });

  it("withdrawing a waitlisted registration promotes nobody and keeps the order", async () => {
    const course = await createCourse(e.db, { seats: 1 });
    const seated = await registered(e.admin, { client_id: e.client.clientId, course_id: course.id });
    const [a, b, c] = [
      await registered(e.client, { course_id: course.id }),
      await registered(e.otherClient, { course_id: course.id }),
      await registered(e.client, { course_id: course.id }),
    ];
    expect((await act(e.client, a.id, "withdraw")).body.status).toBe("withdrawn");
    expect((await send(e.admin, "GET", `/api/course-registrations/${seated.id}`)).body.status).toBe("confirmed");
    const roster = (await send(e.admin, "GET", `/api/courses/${course.id}/roster`)).body;
    expect(roster.waitlist.map((r: any) => [r.id, r.position])).toEqual([
      [b.id, 1],
      [c.id, 2],
    ]);
    expect(roster.withdrawn.map((r: any) => r.id)).toEqual([a.id]);
  });

  it("raising a course's seats promotes as many of the waitlist as it frees, in order", async () => {
    const course = await createCourse(e.db, { seats: 1, enrollment_fee: 0 });
    await registered(e.admin, { client_id: e.client.clientId, course_id: course.id });
    const waiting = [];
    for (let i = 0; i < 4; i++)
      waiting.push(await registered(i % 2 ? e.client : e.otherClient, { course_id: course.id }));
    const raised = await send(e.admin, "PATCH", `/api/courses/${course.id}`, { seats: 3 });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const statuses = await Promise.all(
      waiting.map(async (w) => (await send(e.admin, "GET", `/api/course-registrations/${w.id}`)).body),
    );
    expect(statuses.map((s) => s.status)).toEqual(["confirmed", "confirmed", "waitlisted", "waitlisted"]);
    // The course's enrolment is free: nothing to invoice.
    expect(statuses[0].fee_invoice_id).toBeNull();
    const lowered = await send(e.admin, "PATCH", `/api/courses/${course.id}`, { seats: 2 });
    expect(lowered.status).toBe(200);
    const occupancy = (await send(e.admin, "GET", `/api/courses/${course.id}/roster`)).body.occupancy;
    expect(occupancy).toMatchObject({ seats: 2, confirmed: 3, waitlisted: 2, free: 0 });
  });
});
