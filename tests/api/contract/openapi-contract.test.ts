import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIONS, RESOURCES, ROLES, type Role } from "../../../resources/index.js";
import { offered } from "../../../api/crud/routes.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { AnswerValidator, type Operation } from "./support/answer-validator.js";
import { openContract, send, signIn, type ContractContext } from "./support/contract-context.js";
import { operations, redoclyProblems, swaggerParserProblem, type LintProblem } from "./support/document-checks.js";
import { answerProblem, candidateUrls } from "./support/route-calls.js";

// The API's contract (GET /api/docs/json) against tools the API does not use itself: it validates
// with swagger-parser, lints clean with Redocly's recommended rules, and every route it lists
// answers as it says: every GET as every role and as nobody, the error answers of every write.
// Everything is read from the document, so a route added later is checked without a line here.

const HTTP_METHOD: Record<string, "GET" | "POST" | "PUT" | "PATCH" | "DELETE"> = {
  get: "GET",
  post: "POST",
  put: "PUT",
  patch: "PATCH",
  delete: "DELETE",
};
const CRUD_METHOD = { create: "post", edit: "patch", delete: "delete" } as const;
const NO_ROW = "2147483647";
// Hundreds of requests each: more than one test's usual time on a busy 2-core machine.
const SWEEP_MS = 240_000;
// GETs of rows the demo data has none of (uploaded files, imports, SEPA remittances, a public
// body's invoice with a company certificate to sign its Facturae): their refusals are checked
// here, their answers by their own modules' tests.
const NO_DEMO_ROWS = [
  "/api/project-files/{id}",
  "/api/task-files/{id}",
  "/api/ticket-files/{id}",
  "/api/project-files/{id}/download",
  "/api/task-files/{id}/download",
  "/api/ticket-files/{id}/download",
  "/api/lead-imports/{id}",
  "/api/tuition/remittances/{id}/file",
  "/api/tuition/remittances/{id}/debits",
  "/api/invoices/{id}/facturae.xml",
];
// GETs that end the caller's session (Refine's sign-out): called with a session of their own.
const SIGNS_OUT = new Set(["/api/logout"]);

describe.each(DATABASE_KINDS)("the API contract on %s", (kind) => {
  let ctx: ContractContext;
  let validator: AnswerValidator;
  let lint: Promise<LintProblem[]>;
  beforeAll(async () => {
    ctx = await openContract(kind);
    validator = new AnswerValidator(ctx.doc);
    // The linter runs in a process of its own while the answers are checked here.
    lint = redoclyProblems(ctx.doc);
    lint.catch(() => undefined);
  }, SWEEP_MS);
  afterAll(() => ctx?.test.close());

  it("validates with swagger-parser", async () => {
    expect(await swaggerParserProblem(ctx.doc)).toBeNull();
  });

  it("lints clean with Redocly's recommended rules: no error, no warning", async () => {
    expect((await lint).map((p) => `${p.severity} ${p.ruleId} ${p.pointer}: ${p.message}`)).toEqual([]);
  });

  it(
    "gives every operation a unique id, a summary, a 2xx " + "answer with its media types, and shared error answers",
    () => {
      const problems: string[] = [];
      const ids = new Set<string>();
      for (const { path, method, operation } of operations(ctx.doc)) {
        const at = `${method.toUpperCase()} ${path}`;
        if (!operation.operationId || ids.has(operation.operationId))
          problems.push(`${at}: operationId ${operation.operationId} missing or repeated`);
        ids.add(operation.operationId);
        if (!operation.summary?.trim()) problems.push(`${at}: no summary`);
        const codes = Object.keys(operation.responses ?? {});
        const success = codes.filter((c) => c.startsWith("2"));
        if (!success.length) problems.push(`${at}: no 2xx answer`);
        for (const code of success)
          if (code !== "204" && !operation.responses[code].content) problems.push(`${at}: ${code} has no media type`);
        if (/\{\w+\}/.test(path) && !codes.includes("404")) problems.push(`${at}: a path parameter but no 404`);
        for (const code of codes.filter((c) => /^[45]/.test(c))) {
          const schema = operation.responses[code].content?.["application/json"]?.schema;
          if (schema?.$ref !== "#/components/schemas/Error") problems.push(`${at}: ${code} is not the shared Error`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it("lists null in the enum of every nullable schema (OpenAPI 3.0 refuses a null the enum lacks)", () => {
    const problems: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (typeof node !== "object" || node === null) return;
      const schema = node as Record<string, unknown>;
      if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) problems.push(at);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(ctx.doc, "#");
    expect(problems).toEqual([]);
  });

  it("lists a resource's writes only where some role may make them (team-members is read-only)", () => {
    const listed = (path: string, method: string) => Boolean(ctx.doc.paths[path]?.[method]);
    for (const def of RESOURCES) {
      for (const action of ACTIONS.filter((a): a is keyof typeof CRUD_METHOD => a in CRUD_METHOD)) {
        const path = action === "create" ? `/api/${def.name}` : `/api/${def.name}/{id}`;
        // Files are created by their own multipart upload, under the same path.
        if (action === "create" && def.attachments) continue;
        expect(listed(path, CRUD_METHOD[action]), `${def.name} ${action}`).toBe(offered(def, action));
      }
    }
    expect(ctx.doc.paths["/api/team-members"].post).toBeUndefined();
  });

  it("answers every GET, list and one, as every role and as nobody, as the document says", {
    timeout: SWEEP_MS,
  }, async () => {
    const problems: string[] = [];
    const unanswered: string[] = [];
    for (const { path, operation } of operations(ctx.doc).filter((o) => o.method === "get" && !isStream(o.operation))) {
      let answered = false;
      for (const role of [...ROLES, null] as (Role | null)[]) {
        for (const url of await candidateUrls(ctx, path, operation, role)) {
          const own = role && SIGNS_OUT.has(path) ? await signIn(ctx.app, role) : undefined;
          const res = await send(ctx, role, { method: "GET", url }, own);
          const problem = answerProblem(validator, operation, res);
          if (problem) problems.push(`GET ${url} as ${role ?? "nobody"}: ${problem}`);
          if (res.statusCode < 300) {
            answered = true;
            break;
          }
        }
      }
      if (!answered) unanswered.push(path);
    }
    expect(problems).toEqual([]);
    // Each documented answer was seen at least once, by some role, on the demo data.
    expect(unanswered.sort()).toEqual(NO_DEMO_ROWS.filter((path) => ctx.doc.paths[path]?.get).sort());
  });

  it("answers the declared errors of a sample of write routes in their documented shape", {
    timeout: SWEEP_MS,
  }, async () => {
    const problems: string[] = [];
    const seen = new Set<number>();
    let index = 0;
    for (const { path, method, operation } of operations(ctx.doc).filter((o) => o.method !== "get")) {
      const url = path.replace(/\{\w+\}/g, NO_ROW);
      const onRow = url !== path;
      const probes = [
        // Nobody signed in; malformed JSON: neither reaches a handler, whatever the route.
        { role: null, payload: "{}" },
        { role: "admin" as Role, payload: "{" },
        // On a row that does not exist: an unknown field, and a client's attempt.
        ...(onRow
          ? [
              { role: "admin" as Role, payload: JSON.stringify({ contract_probe: 1 }) },
              { role: "client" as Role, payload: "{}" },
            ]
          : []),
      ];
      // A sample: each route gets one probe, in turn, so every kind of probe meets every kind of route.
      for (const probe of [probes[index++ % probes.length]]) {
        const res = await send(ctx, probe.role, {
          method: HTTP_METHOD[method],
          url,
          payload: probe.payload,
          headers: { "content-type": "application/json" },
        });
        seen.add(res.statusCode);
        if (res.statusCode < 400)
          problems.push(
            `${method.toUpperCase()} ${url} as ${probe.role ?? "nobody"} with ${probe.payload}: answered `
              + `${res.statusCode}`,
          );
        const problem = answerProblem(validator, operation as Operation, res);
        if (problem)
          problems.push(
            `${method.toUpperCase()} ${url} as ${probe.role ?? "nobody"} with ${probe.payload}: ${problem}`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect([...seen].sort()).toEqual(expect.arrayContaining([400, 401, 403, 404, 422]));
  });
});

function isStream(operation: Operation): boolean {
  return Object.values<any>(operation.responses ?? {}).some((answer) => answer.content?.["text/event-stream"]);
}
