import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translator } from "../../../api/i18n.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import {
  createCourse,
  createOffer,
  openEducation,
  register,
  registered,
  send,
  type Education,
} from "../../fixtures/education.js";

const message = (lang: "es" | "en", key: string) => translator(lang)(key);

// Who may register with what: closed courses, offers a client may not read or use, the same
// student twice. Each refusal is a 422 on the field, in the reader's language.
describe.each(DATABASE_KINDS)("registration availability on %s", (kind) => {
  let e: Education;
  beforeAll(async () => {
    e = await openEducation(kind);
  });
  afterAll(async () => {
    await e?.test.close();
  });

  const refusal = (field: string, key: string, lang: "es" | "en" = "es") => ({
    status: 422,
    body: expect.objectContaining({ errors: { [field]: [message(lang, key)] } }),
  });

  it("shows a private offer only to the clients it is assigned to (list and show 404 for another)", async () => {
    const offer = await createOffer(e.db, { access_type: "private", client_ids: [e.client.clientId] });
    const open = await createOffer(e.db);
    const listed = await send(e.otherClient, "GET", "/api/enrollments?_start=0&_end=100");
    expect(listed.body.map((o: any) => o.id)).toContain(open.id);
    expect(listed.body.map((o: any) => o.id)).not.toContain(offer.id);
    expect((await send(e.otherClient, "GET", `/api/enrollments/${offer.id}`)).status).toBe(404);
    const own = await send(e.client, "GET", `/api/enrollments/${offer.id}`);
    expect(own.status).toBe(200);
    expect(own.body).not.toHaveProperty("client_ids");
    const course = await createCourse(e.db);
    expect(await register(e.otherClient, { course_id: course.id, enrollment_id: offer.id })).toMatchObject({
      status: 422,
      body: { errors: { enrollment_id: expect.any(Array) } },
    });
    // Staff may not use it for a client it is not assigned to either.
    expect(
      await register(e.admin, { client_id: e.otherClient.clientId, course_id: course.id, enrollment_id: offer.id }),
    ).toMatchObject(refusal("enrollment_id", "education-api:offerUnavailable"));
    expect((await register(e.client, { course_id: course.id, enrollment_id: offer.id })).status).toBe(201);
  });

  it("refuses a new-clients-only offer to a client who registered before", async () => {
    const offer = await createOffer(e.db, { availability: "new_clients" });
    const family = await e.newClient();
    const [a, b] = [await createCourse(e.db), await createCourse(e.db)];
    expect((await register(family, { course_id: a.id, enrollment_id: offer.id })).status).toBe(201);
    expect(await register(family, { course_id: b.id, enrollment_id: offer.id }, "en")).toMatchObject(
      refusal("enrollment_id", "education-api:offerNewClientsOnly", "en"),
    );
    expect(
      await register(e.admin, { client_id: family.clientId, course_id: b.id, enrollment_id: offer.id }),
    ).toMatchObject(refusal("enrollment_id", "education-api:offerNewClientsOnly"));
    expect((await register(family, { course_id: b.id })).status).toBe(201);
  });

  it("lets only one of a new client's simultaneous registrations use a new-clients-only offer", async () => {
    const offer = await createOffer(e.db, { availability: "new_clients" });
    const family = await e.newClient();
    const courses = await Promise.all(Array.from({ length: 5 }, () => createCourse(e.db)));
    const answers = await Promise.all(
      courses.map((c, i) =>
        register(i % 2 ? family : e.admin, { client_id: family.clientId, course_id: c.id, enrollment_id: offer.id }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422]);
  });

  it("refuses an expired, not yet valid or inactive offer, and one for other courses", async () => {
    const course = await createCourse(e.db);
    const other = await createCourse(e.db);
    const offers = [
      await createOffer(e.db, { valid_from: "2020-01-01", valid_to: "2020-12-31" }),
      await createOffer(e.db, { valid_from: "2999-01-01" }),
      await createOffer(e.db, { active: false }),
      await createOffer(e.db, { course_ids: [other.id] }),
    ];
    for (const offer of offers)
      expect(await register(e.client, { course_id: course.id, enrollment_id: offer.id })).toMatchObject(
        refusal("enrollment_id", "education-api:offerUnavailable"),
      );
    const forCourse = await createOffer(e.db, {
      course_ids: [course.id, other.id],
      valid_from: "2020-01-01",
      valid_to: "2999-12-31",
    });
    expect((await register(e.client, { course_id: course.id, enrollment_id: forCourse.id })).status).toBe(201);
  });

  it("refuses an inactive or ended course", async () => {
    for (const values of [{ active: false }, { start_date: "2020-01-01", end_date: "2020-06-30" }]) {
      const course = await createCourse(e.db, values);
      expect(await register(e.client, { course_id: course.id })).toMatchObject(
        refusal("course_id", "education-api:courseClosed"),
      );
      expect(await register(e.admin, { client_id: e.client.clientId, course_id: course.id }, "en")).toMatchObject(
        refusal("course_id", "education-api:courseClosed", "en"),
      );
    }
    expect(
      (await register(e.client, { course_id: (await createCourse(e.db, { end_date: "2999-06-30" })).id })).status,
    ).toBe(201);
  });

  it("refuses the same student twice in a course, unless the first was withdrawn", async () => {
    const course = await createCourse(e.db);
    const first = await registered(e.client, { course_id: course.id, student_name: "Lucía Pérez" });
    expect(await register(e.client, { course_id: course.id, student_name: "  lucía   PÉREZ " })).toMatchObject(
      refusal("student_name", "education-api:alreadyRegistered"),
    );
    // Another family's child of the same name is another student.
    expect((await register(e.otherClient, { course_id: course.id, student_name: "Lucía Pérez" })).status).toBe(201);
    expect((await send(e.client, "POST", `/api/course-registrations/${first.id}/withdraw`, {})).status).toBe(200);
    expect((await register(e.client, { course_id: course.id, student_name: "Lucía Pérez" })).status).toBe(201);
  });
});
