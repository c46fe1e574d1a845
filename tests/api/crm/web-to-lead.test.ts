import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { Kysely } from "kysely";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

// POST /api/public/lead-requests (docs/crm-api.md, "Web-to-lead"): a website's form, no sign-in.
const URL = "/api/public/lead-requests";
const RECEIVED_ES = "Hemos recibido tu solicitud. Te responderemos lo antes posible.";
const RECEIVED_EN = "We have received your request. We will get back to you as soon as we can.";

let ipCounter = 0;
// Each test speaks from addresses of its own: the per-IP limit is 5 a minute.
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let n = 0;
const uniqueEmail = () => `visitor${++n}-${Date.now()}@example.com`;

function post(
  app: FastifyInstance,
  payload: unknown,
  options: { ip?: string; lang?: string; headers?: InjectOptions["headers"] } = {},
) {
  return app.inject({
    method: "POST",
    url: URL,
    remoteAddress: options.ip ?? freshIp(),
    headers: { ...(options.lang ? { "x-lang": options.lang } : {}), ...options.headers },
    ...(typeof payload === "string" ? { payload } : { payload: payload as object }),
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(DATABASE_KINDS)("web-to-lead on %s", (kind) => {
  let t: TestApp;
  const db = () => t.database.handle.db as unknown as Kysely<any>;
  const leadsWith = (email: string) =>
    db()
      .selectFrom("leads")
      .selectAll()
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
      .execute();
  const requestsOf = (email: string) =>
    db().selectFrom("lead_requests").selectAll().where("contact_email", "=", email).orderBy("id").execute();
  const eventsOf = (leadId: number) =>
    db().selectFrom("lead_events").selectAll().where("lead_id", "=", leadId).orderBy("id").execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A lead needs a status to sit in; the website cannot name one.
    await db().insertInto("lead_statuses").values({ name: "Nuevo", order: 0 }).execute();
  });
  afterAll(() => t.close());

  it("files a request and creates its lead, unassigned, with the timeline's request event", async () => {
    const email = uniqueEmail();
    const res = await post(t.app, {
      name: "Ana Web",
      email,
      phone: "+34 611 22 33 44",
      company: "Acme",
      subject: "Presupuesto",
      message: "Quiero un presupuesto",
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: RECEIVED_ES });

    const [lead] = await leadsWith(email);
    expect(lead).toMatchObject({
      name: "Ana Web",
      email,
      phone: "+34 611 22 33 44",
      phone_e164: "+34611223344",
      company: "Acme",
      source: "website",
      owner_id: null,
    });
    const [request] = await requestsOf(email);
    expect(request).toMatchObject({
      lead_id: lead.id,
      owner_id: null,
      subject: "Presupuesto",
      message: "Quiero un presupuesto",
      channel: "web",
      status: "new",
      contact_name: "Ana Web",
      contact_email: email,
      contact_phone: "+34 611 22 33 44",
      service_id: null,
      client_id: null,
    });
    const events = await eventsOf(lead.id);
    expect(events.map((e) => e.kind)).toEqual(["created", "request"]);
    expect(events[1]).toMatchObject({ actor_id: null, data: { request_id: request.id, subject: "Presupuesto" } });
  });

  it("links a second request with the same email (any case) to the same lead and its owner", async () => {
    const email = uniqueEmail();
    expect((await post(t.app, { name: "Bea", email, message: "Primera" })).statusCode).toBe(202);
    const [lead] = await leadsWith(email);
    const owner = await signedInUser(t.app, db(), "commercial");
    await db().updateTable("leads").set({ owner_id: owner.id }).where("id", "=", lead.id).execute();

    const again = await post(
      t.app,
      { name: "Beatriz", email: email.toUpperCase(), message: "Segunda" },
      { lang: "en" },
    );
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ message: RECEIVED_EN });
    expect(await leadsWith(email)).toHaveLength(1);
    const second = await db()
      .selectFrom("lead_requests")
      .selectAll()
      .where("lead_id", "=", lead.id)
      .where("message", "=", "Segunda")
      .executeTakeFirstOrThrow();
    // Without a subject the request is named in the sender's language.
    expect(second).toMatchObject({ owner_id: owner.id, contact_name: "Beatriz", subject: "Web request" });
    const first = await db()
      .selectFrom("lead_requests")
      .select("subject")
      .where("lead_id", "=", lead.id)
      .where("message", "=", "Primera")
      .executeTakeFirstOrThrow();
    expect(first.subject).toBe("Solicitud desde la web");
    expect((await eventsOf(lead.id)).filter((e) => e.kind === "request")).toHaveLength(2);
  });

  it("links by phone written another way, and keeps the lead's own details", async () => {
    const email = uniqueEmail();
    expect((await post(t.app, { name: "Carla", email, phone: "622 33 44 55", message: "Hola" })).statusCode).toBe(202);
    expect((await post(t.app, { name: "Otra persona", phone: "0034622334455", message: "Llamadme" })).statusCode).toBe(
      202,
    );
    const leads = await db().selectFrom("leads").selectAll().where("phone_e164", "=", "+34622334455").execute();
    expect(leads).toHaveLength(1);
    expect(leads[0].name).toBe("Carla");
    const requests = await db()
      .selectFrom("lead_requests")
      .select(["contact_name", "contact_email"])
      .where("lead_id", "=", leads[0].id)
      .orderBy("id")
      .execute();
    expect(requests).toEqual([
      { contact_name: "Carla", contact_email: email },
      { contact_name: "Otra persona", contact_email: null },
    ]);
  });

  it("makes one lead of simultaneous posts from one person (a double click)", async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(t.app, { name: "Doble", email, phone: "633 44 55 66", message: `clic ${i}` }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(202));
    const leads = await leadsWith(email);
    expect(leads).toHaveLength(1);
    expect(
      await db().selectFrom("lead_requests").select("lead_id").where("contact_email", "=", email).execute(),
    ).toEqual(Array(6).fill({ lead_id: leads[0].id }));
  });

  it("answers a filled honeypot with the same 202 and keeps nothing", async () => {
    const email = uniqueEmail();
    const before = await db()
      .selectFrom("lead_events")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const res = await post(t.app, { name: "Bot", email, message: "Buy now", website: "http://spam.example" });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: RECEIVED_ES });
    const asForm = await post(t.app, form({ name: "Bot", email, message: "Buy now", website: "x" }), {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(asForm.statusCode).toBe(202);
    expect(await leadsWith(email)).toEqual([]);
    expect(await requestsOf(email)).toEqual([]);
    const after = await db()
      .selectFrom("lead_events")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("takes a plain HTML form (form-encoded, empty fields absent, the service id as text)", async () => {
    const service = await db()
      .insertInto("lead_services")
      .values({ name: `Web ${Date.now()}` })
      .returning("id")
      .executeTakeFirstOrThrow();
    const email = uniqueEmail();
    const body = form({
      name: "Dani Form",
      email,
      phone: "",
      company: "",
      subject: "",
      message: "Desde un formulario",
      service_id: String(service.id),
      website: "",
    });
    const res = await post(t.app, body, {
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
    });
    expect(res.statusCode).toBe(202);
    const [request] = await requestsOf(email);
    expect(request).toMatchObject({
      contact_name: "Dani Form",
      contact_phone: null,
      service_id: service.id,
      subject: "Solicitud desde la web",
      message: "Desde un formulario",
    });
    expect((await leadsWith(email))[0]).toMatchObject({ phone: null, company: null });
  });

  it("ignores a service that does not exist instead of failing", async () => {
    const email = uniqueEmail();
    const res = await post(t.app, { name: "Eva", email, message: "Hola", service_id: 987654 });
    expect(res.statusCode).toBe(202);
    expect((await requestsOf(email))[0].service_id).toBeNull();
  });

  it("needs an email or a phone, in the caller's language, and keeps nothing", async () => {
    const es = await post(t.app, { name: "Sin contacto", message: "Hola" });
    expect(es.statusCode).toBe(422);
    expect(es.json()).toMatchObject({
      message: "Indica un correo electrónico o un teléfono para que podamos responderte",
      errors: {
        email: ["Indica un correo electrónico o un teléfono para que podamos responderte"],
        phone: ["Indica un correo electrónico o un teléfono para que podamos responderte"],
      },
    });
    const en = await post(t.app, form({ name: "No contact", email: "", phone: " ", message: "Hi" }), {
      lang: "en",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.email).toEqual(["Give an email or a phone number so we can get back to you"]);
    expect(
      await db()
        .selectFrom("lead_requests")
        .select("id")
        .where("contact_name", "in", ["Sin contacto", "No contact"])
        .execute(),
    ).toEqual([]);
  });

  it("refuses a bad email or phone, a missing message and unknown fields (422, localized)", async () => {
    const badEmail = await post(t.app, { name: "X", email: "not-an-email", message: "Hola" });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors.email).toEqual(["Debe ser un correo electrónico válido"]);
    const badEmailEn = await post(t.app, { name: "X", email: "not-an-email", message: "Hi" }, { lang: "en" });
    expect(badEmailEn.json().errors.email).toEqual(["Must be a valid email"]);

    // A phone that is the only way back must be a real number; beside an email it is kept as typed.
    const badPhone = await post(t.app, { name: "X", phone: "12", message: "Hola" }, { lang: "en" });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().errors.phone).toEqual(["Invalid phone number"]);
    const email = uniqueEmail();
    expect((await post(t.app, { name: "X", email, phone: "ext. 12 (tardes)", message: "Hola" })).statusCode).toBe(202);
    expect((await requestsOf(email))[0].contact_phone).toBe("ext. 12 (tardes)");

    const noMessage = await post(t.app, { name: "X", email: uniqueEmail() });
    expect(noMessage.statusCode).toBe(422);
    expect(noMessage.json().errors.message).toEqual(["Este campo es obligatorio"]);

    const unknown = await post(t.app, { name: "X", email: uniqueEmail(), message: "Hola", owner_id: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.owner_id).toEqual(["Campo no permitido: owner_id"]);
    const unknownForm = await post(
      t.app,
      form({ name: "X", email: uniqueEmail(), message: "Hola", lead_status_id: "1" }),
      { lang: "en", headers: { "content-type": "application/x-www-form-urlencoded" } },
    );
    expect(unknownForm.statusCode).toBe(422);
    expect(unknownForm.json().errors.lead_status_id).toEqual(["Field not allowed: lead_status_id"]);
  });

  it("throttles each address to 5 a minute (429 with Retry-After); other addresses still pass", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await post(t.app, { name: "Flood", email: uniqueEmail(), message: `n${i}` }, { ip })).statusCode).toBe(
        202,
      );
    const blocked = await post(t.app, { name: "Flood", email: uniqueEmail(), message: "n5" }, { ip, lang: "en" });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.json().message).toMatch(/^Too many requests\. Try again in /);
    // Refused ones count too, honeypot or not: a robot cannot probe for free.
    expect((await post(t.app, { name: "Flood", website: "x" }, { ip })).statusCode).toBe(429);
    expect(
      (await post(t.app, { name: "Neighbour", email: uniqueEmail(), message: "Hola" }, { ip: freshIp() })).statusCode,
    ).toBe(202);
    expect(
      await db().selectFrom("lead_requests").select("id").where("contact_name", "=", "Flood").execute(),
    ).toHaveLength(5);
  });

  it("reads its limit from PUBLIC_LEADS_PER_MINUTE", async () => {
    const strict = await createTestApp(kind, { publicLeadsPerMinute: 1 });
    try {
      await strict.database.handle.db
        .insertInto("lead_statuses" as never)
        .values({ name: "Nuevo" } as never)
        .execute();
      const ip = freshIp();
      expect((await post(strict.app, { name: "Uno", email: uniqueEmail(), message: "Hola" }, { ip })).statusCode).toBe(
        202,
      );
      expect((await post(strict.app, { name: "Dos", email: uniqueEmail(), message: "Hola" }, { ip })).statusCode).toBe(
        429,
      );
    } finally {
      await strict.close();
    }
  });

  it("answers any origin, preflight included, without credentials; the rest of the API stays closed", async () => {
    const origin = "https://www.some-customer-site.example";
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: URL,
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("*");
    expect(String(preflight.headers["access-control-allow-methods"])).toContain("POST");
    expect(String(preflight.headers["access-control-allow-headers"]).toLowerCase()).toContain("content-type");
    expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined();

    const res = await post(t.app, { name: "Cors", email: uniqueEmail(), message: "Hola" }, { headers: { origin } });
    expect(res.statusCode).toBe(202);
    expect(res.headers["access-control-allow-origin"]).toBe("*");

    const elsewhere = await t.app.inject({
      method: "OPTIONS",
      url: "/api/auth/login",
      headers: { origin, "access-control-request-method": "POST" },
    });
    expect(elsewhere.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("keeps the form parser to this route and refuses other bodies", async () => {
    const text = await post(t.app, "name=X", { headers: { "content-type": "text/plain" } });
    expect(text.statusCode).toBe(415);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%40b.c&password=x",
    });
    expect(login.statusCode).toBe(415);
  });
});
