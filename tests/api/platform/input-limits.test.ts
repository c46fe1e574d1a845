import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INPUT_LIMITS } from "../../../api/plugins/input-limits.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { signedInUser } from "../../fixtures/users.js";

// What one request may cost (api/plugins/input-limits.ts). A signed-in user's body of 50,000
// unknown keys used to answer a 2 MB 422 after most of a second of the server's time, and a
// handful of them stalled every other request, health included. Each limit answers a short 4xx
// in the caller's language, writes nothing, and a burst of hostile bodies costs the server
// about what a burst of ordinary mistakes does. Times are only ever compared with each other.

const json = { "content-type": "application/json" };
const LIMIT = INPUT_LIMITS;

const objectOf = (count: number, value: (i: number) => unknown = (i) => i) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, value(i)]));
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The body: 50,000 unknown keys, 700 KB. */
const WIDE = JSON.stringify({ name: "Ráfaga", ...objectOf(50_000) });
/** Ten thousand empty invoice lines (the schema takes 500). */
const LINES = JSON.stringify({ lines: Array.from({ length: LIMIT.arrayItems }, () => ({})) });

describe.each(DATABASE_KINDS)("input limits on %s", (kind) => {
  let t: TestApp;
  let token: string;
  const post = (url: string, payload: string, lang = "en") =>
    call(t.app, token, { method: "POST", url, payload, headers: json, lang });
  const db = () => t.database.handle.db as unknown as Kysely<any>;
  const statuses = async () =>
    Number(
      (
        await db()
          .selectFrom("lead_statuses")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await signedInUser(t.app, t.database.handle.db, "admin")).token;
  });
  afterAll(() => t?.close());

  it("refuses an object with too many keys before parsing it, in a short localized answer", async () => {
    const before = await statuses();
    const res = await post("/api/lead-statuses", WIDE);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`An object in the request has more than ${LIMIT.keysPerObject} fields.`);
    expect(res.body.length).toBeLessThan(300);
    expect((await post("/api/lead-statuses", WIDE, "es")).json().message).toBe(
      `Un objeto de la solicitud tiene más de ${LIMIT.keysPerObject} campos.`,
    );
    // Nested anywhere, in an array too.
    expect(
      (
        await post(
          "/api/lead-statuses",
          JSON.stringify({ name: "x", deep: [{ a: objectOf(LIMIT.keysPerObject + 1) }] }),
        )
      ).statusCode,
    ).toBe(400);
    expect(await statuses()).toBe(before);
  });

  it("refuses nesting past the limit, where it used to answer 500", async () => {
    const res = await post("/api/lead-statuses", `{"name":${nested(5_000)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`The request is nested more than ${LIMIT.depth} levels deep.`);
    // The deepest allowed is an ordinary mistake; text that merely holds brackets is no nesting.
    expect((await post("/api/lead-statuses", `{"name":${nested(LIMIT.depth - 1)}}`)).statusCode).toBe(422);
    expect(
      (await post("/api/lead-statuses", JSON.stringify({ name: `${"[{".repeat(30)}`, color: "#123456" }))).statusCode,
    ).toBe(201);
  });

  it("refuses an array past the limit, and one past its schema's maximum as a field's mistake", async () => {
    const over = JSON.stringify({ lines: Array.from({ length: LIMIT.arrayItems + 1 }, () => 0) });
    const res = await post("/api/invoices", over);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`A list in the request has more than ${LIMIT.arrayItems} items.`);
    const lines = await post("/api/invoices", LINES);
    expect(lines.statusCode).toBe(422);
    expect(Object.keys(lines.json().errors).length).toBeLessThanOrEqual(LIMIT.errors);
  });

  it("gives an array without a maxItems of its own the default one", async () => {
    const take = Array.from({ length: LIMIT.schemaArrayItems + 1 }, (_, i) => `field${i}`);
    const res = await post("/api/leads/1/merge", JSON.stringify({ source_id: 2, take }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.take).toContain(`Select at most ${LIMIT.schemaArrayItems} items`);
    expect(res.json().errors.take.length).toBeLessThanOrEqual(LIMIT.errors);
  });

  it("reports a few dozen mistakes at most, and every one of a small form", async () => {
    const many = await post("/api/lead-statuses", JSON.stringify(objectOf(LIMIT.keysPerObject)));
    expect(many.statusCode).toBe(422);
    expect(Object.keys(many.json().errors)).toHaveLength(LIMIT.errors);
    const few = await post("/api/lead-statuses", JSON.stringify({ color: "red", order: "first", extra: 1 }));
    expect(Object.keys(few.json().errors).sort()).toEqual(["color", "extra", "name", "order"]);
  });

  it("refuses a query string or a public form with too many parameters", async () => {
    const pairs = Array.from({ length: LIMIT.pairs + 1 }, (_, i) => `p${i}=1`).join("&");
    const query = await call(t.app, token, { method: "GET", url: `/api/lead-statuses?${pairs}`, lang: "es" });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe(`La solicitud tiene más de ${LIMIT.pairs} parámetros.`);
    const form = await call(t.app, undefined, {
      method: "POST",
      url: "/api/public/lead-requests",
      payload: pairs,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      lang: "en",
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().message).toBe(`The request has more than ${LIMIT.pairs} parameters.`);
    expect((await call(t.app, token, { method: "GET", url: "/api/lead-statuses?_start=0&_end=5" })).statusCode).toBe(
      200,
    );
  });

  it("keeps health answering while hostile bodies are sent: they cost about what ordinary mistakes do", async () => {
    // Over a real socket, as the attack came: the server is busy while it works on a body.
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const send = (path: string, body: string) =>
      fetch(`${url}${path}`, { method: "POST", body, headers: { ...json, authorization: `Bearer ${token}` } });
    const ordinary = JSON.stringify({ name: "x", unknown: 1 });
    const hostile = [WIDE, `{"name":${nested(5_000)}}`, LINES];
    // A burst of eight bodies at once, with health asked one request after another meanwhile.
    const burst = async (bodies: string[]) => {
      const started = performance.now();
      let done = false;
      const sent = Array.from({ length: 8 }, (_, i) =>
        send(i % 3 === 2 ? "/api/invoices" : "/api/lead-statuses", bodies[i % bodies.length]),
      );
      const answers = Promise.all(sent).finally(() => (done = true));
      const health: number[] = [];
      while (!done || health.length < 3) {
        const asked = performance.now();
        expect((await fetch(`${url}/api/health`)).status).toBe(200);
        health.push(performance.now() - asked);
      }
      for (const answer of await answers) expect(answer.status).toBeGreaterThanOrEqual(400);
      return { total: performance.now() - started, health: median(health) };
    };
    const rounds = {
      ordinary: [] as number[],
      hostile: [] as number[],
      healthOrdinary: [] as number[],
      healthHostile: [] as number[],
    };
    // Warm first (compiled validators, JIT), then alternate so machine load favours neither side.
    await burst([ordinary]);
    await burst(hostile);
    for (let i = 0; i < 3; i++) {
      const a = await burst([ordinary]);
      const b = await burst(hostile);
      rounds.ordinary.push(a.total);
      rounds.hostile.push(b.total);
      rounds.healthOrdinary.push(a.health);
      rounds.healthHostile.push(b.health);
    }
    // Before the limits a hostile burst took seconds against milliseconds: the bounds are generous.
    expect(median(rounds.hostile), JSON.stringify(rounds)).toBeLessThan(10 * median(rounds.ordinary) + 50);
    expect(median(rounds.healthHostile), JSON.stringify(rounds)).toBeLessThan(10 * median(rounds.healthOrdinary) + 50);
  });
});
