import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { openSuite, type SuiteContext } from "./support/suite-context.js";

// Nothing a client sends may produce a 500: each probe gets a 4xx JSON answer (or a success
// that stored exactly what was sent).
type Probe = InjectOptions & { expect: number };

const json = { "content-type": "application/json" };
const URL = "/api/project-states";

const BODY_PROBES: Record<string, Probe> = {
  "malformed JSON": { method: "POST", url: URL, payload: "{bad json", headers: json, expect: 400 },
  "empty JSON body": { method: "POST", url: URL, payload: "", headers: json, expect: 400 },
  "null body": { method: "POST", url: URL, payload: "null", headers: json, expect: 422 },
  "array body": { method: "POST", url: URL, payload: "[]", headers: json, expect: 422 },
  "array of objects": { method: "POST", url: URL, payload: '[{"name":"abc"}]', headers: json, expect: 422 },
  "string body": { method: "POST", url: URL, payload: '"name"', headers: json, expect: 422 },
  "form body": {
    method: "POST",
    url: URL,
    payload: "name=abc",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    expect: 415,
  },
  "text body": {
    method: "POST",
    url: URL,
    payload: '{"name":"abc"}',
    headers: { "content-type": "text/plain" },
    expect: 415,
  },
  "xml body": {
    method: "POST",
    url: URL,
    payload: "<a/>",
    headers: { "content-type": "application/xml" },
    expect: 415,
  },
  "__proto__ key": {
    method: "POST",
    url: URL,
    payload: '{"name":"abc","__proto__":{"admin":true}}',
    headers: json,
    expect: 400,
  },
  "constructor.prototype key": {
    method: "POST",
    url: URL,
    payload: '{"name":"abc","constructor":{"prototype":{"x":1}}}',
    headers: json,
    expect: 400,
  },
  "huge string": { method: "POST", url: URL, payload: { name: "x".repeat(100_000) }, expect: 422 },
  "body over the size limit": { method: "POST", url: URL, payload: { name: "x".repeat(2_000_000) }, expect: 413 },
  "NUL character": { method: "POST", url: URL, payload: { name: "a\u0000b" }, expect: 422 },
  "very large number": {
    method: "POST",
    url: URL,
    payload: '{"name":"big number","order":1e308}',
    headers: json,
    expect: 422,
  },
  "int4 overflow": { method: "POST", url: URL, payload: { name: "overflow", order: 2147483648 }, expect: 422 },
  "fraction for an integer": { method: "POST", url: URL, payload: { name: "fraction", order: 1.5 }, expect: 422 },
  "string for a boolean": { method: "POST", url: URL, payload: { name: "string bool", active: "true" }, expect: 422 },
  "object for a string": { method: "POST", url: URL, payload: { name: { $ne: 1 } }, expect: 422 },
  "array for a string": { method: "POST", url: URL, payload: { name: ["a", "b"] }, expect: 422 },
  "bad color": {
    method: "POST",
    url: URL,
    payload: { name: "bad color", color: "red; drop table users" },
    expect: 422,
  },
  "string for a reference": {
    method: "POST",
    url: "/api/lead-specific-services",
    payload: { name: "ref", service_id: "1" },
    expect: 422,
  },
  "negative reference": {
    method: "POST",
    url: "/api/lead-specific-services",
    payload: { name: "ref", service_id: -1 },
    expect: 422,
  },
  "huge reference": {
    method: "POST",
    url: "/api/lead-specific-services",
    payload: { name: "ref", service_id: 1e20 },
    expect: 422,
  },
  "string version": { method: "PATCH", url: `${URL}/1`, payload: { version: "1" }, expect: 422 },
  "huge version": { method: "PATCH", url: `${URL}/1`, payload: { version: 1e20 }, expect: 422 },
  "malformed JSON on delete": { method: "DELETE", url: `${URL}/1`, payload: "{", headers: json, expect: 400 },
};

const QUERY_PROBES: Record<string, Probe> = {
  "SQL in a filter value": { method: "GET", url: `${URL}?name=${encodeURIComponent("' or 1=1 --")}`, expect: 200 },
  "SQL in a like value": { method: "GET", url: `${URL}?name_like=${encodeURIComponent("%' or ''='")}`, expect: 200 },
  "SQL in q": { method: "GET", url: `${URL}?q=${encodeURIComponent("'); drop table users; --")}`, expect: 200 },
  "SQL in _sort": { method: "GET", url: `${URL}?_sort=${encodeURIComponent("name; drop table users")}`, expect: 400 },
  "SQL in _order": {
    method: "GET",
    url: `${URL}?_sort=name&_order=${encodeURIComponent("asc; drop table users")}`,
    expect: 400,
  },
  "quoted identifier in _sort": { method: "GET", url: `${URL}?_sort=${encodeURIComponent('"name"')}`, expect: 400 },
  "bracket arrays": { method: "GET", url: `${URL}?_sort[]=name`, expect: 400 },
  "operator objects": { method: "GET", url: `${URL}?name[$ne]=x`, expect: 400 },
  "__proto__ param": { method: "GET", url: `${URL}?__proto__=1`, expect: 400 },
  "constructor param": { method: "GET", url: `${URL}?constructor=1`, expect: 400 },
  "NUL in a filter": { method: "GET", url: `${URL}?name=%00`, expect: 400 },
  "NUL in q": { method: "GET", url: `${URL}?q=a%00b`, expect: 400 },
  "bad percent-encoding": { method: "GET", url: `${URL}?name_like=%ZZ`, expect: 200 },
  "huge id filter": { method: "GET", url: `${URL}?id=99999999999999999999`, expect: 400 },
  "huge like value": { method: "GET", url: `${URL}?name_like=${"x".repeat(5000)}`, expect: 400 },
  "too many values": {
    method: "GET",
    url: `${URL}?${Array.from({ length: 101 }, (_, i) => `id=${i + 1}`).join("&")}`,
    expect: 400,
  },
  "huge offset": { method: "GET", url: `${URL}?_start=99999999999999999999`, expect: 400 },
  "unicode filter": { method: "GET", url: `${URL}?name_like=${encodeURIComponent("🚀 مرحبا Ω")}`, expect: 200 },
  "repeated q": { method: "GET", url: `${URL}?q=a&q=b`, expect: 400 },
  "repeated _sort": { method: "GET", url: `${URL}?_sort=name&_sort=id`, expect: 400 },
  "_order without _sort": { method: "GET", url: `${URL}?_order=asc`, expect: 400 },
  "id with SQL": { method: "GET", url: `${URL}/1;drop`, expect: 400 },
  "id with NUL": { method: "GET", url: `${URL}/%00`, expect: 400 },
  "id beyond int4": { method: "DELETE", url: `${URL}/2147483648`, expect: 400 },
  "unknown method": { method: "PUT", url: `${URL}/1`, payload: {}, expect: 404 },
};

for (const kind of DATABASE_KINDS) {
  describe(`hostile input on ${kind}`, () => {
    let ctx: SuiteContext;
    beforeAll(async () => {
      ctx = await openSuite(kind);
    });
    afterAll(async () => {
      await ctx?.test.close();
    });
    const send = (probe: Probe) => {
      const { expect: _status, headers, ...options } = probe;
      return ctx.app.inject({ ...options, headers: { authorization: `Bearer ${ctx.tokens.admin}`, ...headers } });
    };

    for (const [name, probe] of Object.entries({ ...BODY_PROBES, ...QUERY_PROBES })) {
      it(`answers ${probe.expect} to ${name}`, async () => {
        const res = await send(probe);
        expect(res.statusCode, res.body).toBe(probe.expect);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        const body = res.json();
        if (res.statusCode >= 400) expect(typeof body.message).toBe("string");
        expect(res.body).not.toMatch(/stack|at .*\.ts:\d+|syntax error|relation "/i);
      });
    }

    it("stores unicode exactly, and a lone surrogate as the replacement character", async () => {
      const name = "🚀 Ünïcødé مرحبا 漢字 e\u0301";
      const res = await send({ method: "POST", url: URL, payload: { name }, expect: 201 });
      expect(res.statusCode).toBe(201);
      expect(res.json().name).toBe(name);
      const lone = await send({ method: "POST", url: URL, payload: { name: "lone \ud800 half" }, expect: 201 });
      expect(lone.statusCode).toBe(201);
      expect(lone.json().name).toBe("lone \ufffd half");
    });

    it.each(["__proto__ key", "constructor.prototype key"])(
      "refuses a prototype-polluting body (%s) with a localized 400 and stores nothing",
      async (probe) => {
        for (const [lang, message] of [
          ["es", "El cuerpo de la solicitud no es JSON válido"],
          ["en", "The request body is not valid JSON"],
        ]) {
          const res = await send({ ...BODY_PROBES[probe], headers: { ...json, "x-lang": lang } });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ data: message, message });
        }
        const stored = await ctx.db.selectFrom("project_states").select("id").where("name", "=", "abc").execute();
        expect(stored).toEqual([]);
        // The server runs in this process: had it merged the body, every object here would show it.
        expect(Object.prototype).not.toHaveProperty("admin");
        expect(Object.prototype).not.toHaveProperty("x");
      },
    );

    it("keeps the tables intact after every probe", async () => {
      const users = await ctx.db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(users.n)).toBe(4);
    });
  });
}
