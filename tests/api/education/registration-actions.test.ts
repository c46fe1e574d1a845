import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translator } from "../../../api/i18n.js";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import {
  act,
  createCourse,
  createOffer,
  openEducation,
  register,
  registered,
  send,
  type Education,
} from "../../fixtures/education.js";

const message = (lang: "es" | "en", key: string) => translator(lang)(key);

// A registration's life: staff confirm (drafting the enrolment fee with the course's VAT
// treatment) and complete; staff and its own client withdraw. Nobody deletes one, and a
// registration keeps its course and client.
describe.each(DATABASE_KINDS)("registration actions on %s", (kind) => {
  let e: Education;
  beforeAll(async () => {
    e = await openEducation(kind);
  });
  afterAll(async () => {
    await e?.test.close();
  });

  const invoiceOf = async (id: number) => (await send(e.admin, "GET", `/api/invoices/${id}`)).body;

  it("takes a client's own client when the body names none, and refuses a staff body without one", async () => {
    const course = await createCourse(e.db, {});
    const own = await send(e.client, "POST", "/api/course-registrations", {
      course_id: course.id,
      student_name: "Sin cliente",
    });
    expect(own).toMatchObject({ status: 201, body: { client_id: e.client.clientId, status: "pending" } });
    const staff = await send(e.admin, "POST", "/api/course-registrations", {
      course_id: course.id,
      student_name: "Sin cliente",
    });
    expect(staff.status).toBe(422);
    expect(Object.keys(staff.body.errors)).toEqual(["client_id"]);
  });

  it("confirms a pending registration, drafting the fee exempt (E1) for an exempt course", async () => {
    const course = await createCourse(e.db, { vat_treatment: "exempt", enrollment_fee: 4000 });
    const pending = await registered(e.client, { course_id: course.id, student_name: "Marta Gil" });
    expect(pending).toMatchObject({ status: "pending", fee_invoice_id: null });
    const confirmed = await act(e.commercial, pending.id, "confirm");
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      id: pending.id,
      status: "confirmed",
      version: 2,
      _can: { edit: true, delete: false },
    });
    const invoice = await invoiceOf(confirmed.body.fee_invoice_id);
    expect(invoice).toMatchObject({
      status: "draft",
      kind: "F1",
      client_id: e.client.clientId,
      language: "es",
      subtotal: 4000,
      vat_total: 0,
      total: 4000,
    });
    expect(invoice.lines).toMatchObject([
      {
        description: `Matrícula · ${course.name} · Marta Gil`,
        quantity: 1,
        unit_price: 4000,
        vat_rate: null,
        exemption: "E1",
      },
    ]);
    expect(await act(e.admin, pending.id, "confirm", {}, "en")).toMatchObject({
      status: 409,
      body: { message: message("en", "education-api:notPending") },
    });
  });

  it(
    "drafts a taxed course's fee at the company's default " + "rate, and an offer's fee instead of the course's",
    async () => {
      const course = await createCourse(e.db, { vat_treatment: "taxed", enrollment_fee: 10000 });
      const a = await act(e.admin, (await registered(e.client, { course_id: course.id })).id, "confirm");
      expect((await invoiceOf(a.body.fee_invoice_id)).lines).toMatchObject([
        { unit_price: 10000, vat_rate: 21, exemption: null },
      ]);
      expect(await invoiceOf(a.body.fee_invoice_id)).toMatchObject({ subtotal: 10000, vat_total: 2100, total: 12100 });
      const offer = await createOffer(e.db, { fee: 2500 });
      const b = await registered(e.admin, {
        client_id: e.otherClient.clientId,
        course_id: course.id,
        enrollment_id: offer.id,
      });
      // Registered by staff with a seat left: confirmed at once, and invoiced like a confirmation.
      expect(b.status).toBe("confirmed");
      const invoice = await invoiceOf(b.fee_invoice_id);
      expect(invoice).toMatchObject({ client_id: e.otherClient.clientId, language: "en", subtotal: 2500, total: 3025 });
      expect(invoice.lines[0].description).toMatch(/^Enrolment fee · /);
      const free = await createOffer(e.db, { fee: 0 });
      expect(
        (await registered(e.admin, { client_id: e.client.clientId, course_id: course.id, enrollment_id: free.id }))
          .fee_invoice_id,
      ).toBeNull();
    },
  );

  it("completes a confirmed registration only; withdraws anything not withdrawn or completed", async () => {
    const course = await createCourse(e.db, { enrollment_fee: 0 });
    const row = await registered(e.admin, { client_id: e.client.clientId, course_id: course.id });
    const done = await act(e.admin, row.id, "complete");
    expect(done.body).toMatchObject({ status: "completed", version: 2 });
    expect(
      (
        await e.db
          .selectFrom("course_registrations")
          .select("completed_at")
          .where("id", "=", row.id)
          .executeTakeFirstOrThrow()
      ).completed_at,
    ).not.toBeNull();
    expect((await act(e.admin, row.id, "complete")).status).toBe(409);
    expect(await act(e.admin, row.id, "withdraw", {}, "en")).toMatchObject({
      status: 409,
      body: { message: message("en", "education-api:notWithdrawable") },
    });
    const pending = await registered(e.client, { course_id: course.id });
    expect((await act(e.admin, pending.id, "complete")).status).toBe(409);
    const gone = await act(e.client, pending.id, "withdraw", { reason: "  " });
    expect(gone.body).toMatchObject({
      status: "withdrawn",
      withdrawal_reason: null,
      withdrawn_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(gone.body).not.toHaveProperty("notes");
    expect((await act(e.client, pending.id, "withdraw")).status).toBe(409);
    expect((await act(e.admin, pending.id, "withdraw", { reason: "x".repeat(501) })).status).toBe(422);
    expect((await act(e.admin, pending.id, "complete", { extra: 1 })).status).toBe(422);
    // The actions need no body at all.
    const bare = await registered(e.client, { course_id: course.id });
    const res = await call(e.test.app, e.admin.token, {
      method: "POST",
      url: `/api/course-registrations/${bare.id}/confirm`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = await call(e.test.app, e.client.token, {
      method: "POST",
      url: `/api/course-registrations/${bare.id}/withdraw`,
    });
    expect(out.statusCode, out.body).toBe(200);
  });

  it("lets a client withdraw only its own (404 for another's), never confirm or complete (403)", async () => {
    const course = await createCourse(e.db);
    const theirs = await registered(e.otherClient, { course_id: course.id });
    const mine = await registered(e.client, { course_id: course.id });
    expect((await act(e.client, theirs.id, "withdraw")).status).toBe(404);
    expect((await send(e.client, "GET", `/api/course-registrations/${theirs.id}`)).status).toBe(404);
    expect((await act(e.client, mine.id, "confirm")).status).toBe(403);
    expect((await act(e.client, mine.id, "complete")).status).toBe(403);
    expect((await act(e.admin, 2147483647, "confirm")).status).toBe(404);
    expect((await send(e.admin, "GET", `/api/course-registrations/${theirs.id}`)).body.status).toBe("pending");
  });

  it("deletes nothing: DELETE is refused to every role (403)", async () => {
    const course = await createCourse(e.db);
    const row = await registered(e.client, { course_id: course.id });
    for (const who of [e.admin, e.commercial, e.client])
      expect((await send(who, "DELETE", `/api/course-registrations/${row.id}`)).status).toBe(403);
    expect((await send(e.admin, "GET", `/api/course-registrations/${row.id}`)).status).toBe(200);
  });

  it("edits the student, the offer and the notes, never the course or the client (422)", async () => {
    const course = await createCourse(e.db);
    const other = await createCourse(e.db);
    const row = await registered(e.admin, {
      client_id: e.client.clientId,
      course_id: course.id,
      student_name: "Pablo Ruiz",
    });
    for (const [field, value] of [
      ["course_id", other.id],
      ["client_id", e.otherClient.clientId],
    ] as const) {
      const res = await send(e.admin, "PATCH", `/api/course-registrations/${row.id}`, { [field]: value }, "en");
      expect(res).toMatchObject({
        status: 422,
        body: { errors: { [field]: [message("en", "education-api:fixedOnEdit")] } },
      });
    }
    // Sending the same course and client (a form sends every field) is no change.
    const edited = await send(e.commercial, "PATCH", `/api/course-registrations/${row.id}`, {
      course_id: course.id,
      client_id: e.client.clientId,
      student_name: "Pablo Ruiz Gil",
      notes: "Alergia",
      student_birth_date: "2015-04-02",
    });
    expect(edited.body).toMatchObject({
      student_name: "Pablo Ruiz Gil",
      notes: "Alergia",
      student_birth_date: "2015-04-02",
      course_id: course.id,
    });
    const twin = await registered(e.admin, {
      client_id: e.client.clientId,
      course_id: course.id,
      student_name: "Ana Ruiz",
    });
    expect(
      (await send(e.admin, "PATCH", `/api/course-registrations/${twin.id}`, { student_name: "pablo ruiz gil" })).status,
    ).toBe(422);
    const expired = await createOffer(e.db, { valid_to: "2020-01-01", valid_from: "2019-01-01" });
    expect(
      (await send(e.admin, "PATCH", `/api/course-registrations/${row.id}`, { enrollment_id: expired.id })).status,
    ).toBe(422);
    expect(
      (await send(e.client, "PATCH", `/api/course-registrations/${row.id}`, { student_name: "Otro" })).status,
    ).toBe(403);
    expect((await register(e.client, { course_id: course.id, notes: "mine" })).status).toBe(422);
  });
});
