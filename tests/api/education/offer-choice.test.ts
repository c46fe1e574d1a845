import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import {
  createCourse,
  createOffer,
  openEducation,
  register,
  send,
  type ClientWho,
  type Education,
} from "../../fixtures/education.js";

type Row = Record<string, any>;

// GET /api/education/offers: the offers a registration of a client in a course may use, which a
// registration form offers. Checked against the registering write itself, over offers of every
// kind: an offer is listed (and available) exactly when the write takes it.
describe.each(DATABASE_KINDS)("offers for a registration on %s", (kind) => {
  let e: Education;
  let course: Row;
  let offers: Record<string, Row>;
  let newcomer: ClientWho;
  beforeAll(async () => {
    e = await openEducation(kind);
    course = await createCourse(e.db, { seats: 50 });
    const otherCourse = await createCourse(e.db);
    newcomer = await e.newClient();
    // "New clients only" first: the newcomer's first registration below is made with it.
    offers = {
      newClientsOnly: await createOffer(e.db, { availability: "new_clients" }),
      public: await createOffer(e.db),
      publicThisCourse: await createOffer(e.db, { course_ids: [course.id] }),
      publicOtherCourse: await createOffer(e.db, { course_ids: [otherCourse.id] }),
      privateMine: await createOffer(e.db, {
        access_type: "private",
        client_ids: [e.client.clientId, newcomer.clientId],
      }),
      privateOther: await createOffer(e.db, { access_type: "private", client_ids: [e.otherClient.clientId] }),
      inactive: await createOffer(e.db, { active: false }),
      expired: await createOffer(e.db, { valid_from: "2020-01-01", valid_to: "2020-12-31" }),
      notYet: await createOffer(e.db, { valid_from: "2099-01-01" }),
    };
    // The client has registered before: "new clients only" is not for them, but is for the newcomer.
    expect((await register(e.client, { course_id: otherCourse.id })).status).toBe(201);
  });
  afterAll(async () => {
    await e?.test.close();
  });

  const listed = async (who: Row, query: string) => {
    const res = await send(who as never, "GET", `/api/education/offers?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return new Map(
      (res.body as Row[])
        .filter((o) => Object.values(offers).some((mine) => mine.id === o.id))
        .map((o) => [o.id as number, o.available as boolean]),
    );
  };

  /** Whether the registering write takes the offer for that client (as an admin registers them). */
  const taken = async (clientId: number, offerId: number) => {
    const res = await register(e.admin, { client_id: clientId, course_id: course.id, enrollment_id: offerId });
    if (res.status === 201) return true;
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["enrollment_id"]);
    return false;
  };

  it("lists for staff exactly the offers the write takes for the chosen client and course", async () => {
    for (const who of [e.admin, e.commercial]) {
      for (const client of [e.client, e.otherClient, newcomer]) {
        for (const [name, offer] of Object.entries(offers)) {
          // Asked again before each write: a registration the loop made changes who is new.
          const shown = await listed(who, `client_id=${client.clientId}&course_id=${course.id}`);
          const usable = shown.get(offer.id) === true;
          expect(usable, `${name} for client ${client.clientId}`).toBe(await taken(client.clientId, offer.id));
        }
      }
    }
  });

  it("names the expected offers: another client's private agreement is never among them", async () => {
    const shown = await listed(e.admin, `client_id=${e.client.clientId}&course_id=${course.id}`);
    const names = Object.entries(offers)
      .filter(([, o]) => shown.has(o.id))
      .map(([name]) => name);
    expect(names.sort()).toEqual(["newClientsOnly", "privateMine", "public", "publicThisCourse"]);
    expect(shown.get(offers.newClientsOnly.id)).toBe(false);
    expect(shown.get(offers.privateMine.id)).toBe(true);
  });

  it("lists only public ones with no client chosen, and a client user's own whatever client is named", async () => {
    const none = await listed(e.admin, `course_id=${course.id}`);
    expect([...none.keys()]).not.toContain(offers.privateMine.id);
    expect([...none.keys()]).toContain(offers.public.id);
    const own = await listed(e.otherClient, `client_id=${e.client.clientId}&course_id=${course.id}`);
    expect([...own.keys()]).toContain(offers.privateOther.id);
    expect([...own.keys()]).not.toContain(offers.privateMine.id);
  });

  it("refuses a malformed query with 400 and a reader without access with 401", async () => {
    expect((await send(e.admin, "GET", "/api/education/offers?client_id=abc")).status).toBe(400);
    expect((await send(e.admin, "GET", "/api/education/offers?drop=1")).status).toBe(400);
    expect((await send({ ...e.admin, token: "" }, "GET", "/api/education/offers")).status).toBe(401);
  });
});
