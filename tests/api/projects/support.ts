import type { InjectOptions } from "fastify";
import type { Kysely } from "kysely";
import { translator } from "../../../api/i18n.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { uniqueToken, type Api } from "../../fixtures/records.js";
import { signedInUser } from "../../fixtures/users.js";

// One app per database kind for the planning tests, an admin to build data with, and small
// helpers that fail loudly when the API answers something unexpected.

type Row = Record<string, any>;

export interface PlanningContext {
  test: TestApp;
  db: Kysely<any>;
  admin: Api & { id: number };
}

export async function openPlanning(kind: TestApp["kind"]): Promise<PlanningContext> {
  const test = await createTestApp(kind);
  const db = test.database.handle.db as unknown as Kysely<any>;
  const admin = await signedInUser(test.app, test.database.handle.db, "admin");
  return { test, db, admin: { app: test.app, token: admin.token, id: admin.id } };
}

/** A user with one role (and a lead client for clients), as an Api plus its id. */
export async function userWithRole(
  ctx: PlanningContext,
  role: string,
  clientId?: number,
): Promise<Api & { id: number }> {
  const user = await signedInUser(
    ctx.test.app,
    ctx.test.database.handle.db,
    role,
    clientId === undefined ? {} : { clientId },
  );
  return { app: ctx.test.app, token: user.token, id: user.id };
}

export function send(
  api: Api,
  method: InjectOptions["method"],
  url: string,
  payload?: object,
  options: { lang?: string; confirm?: boolean } = {},
) {
  return call(api.app, api.token, {
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    lang: options.lang,
    headers: options.confirm ? { "x-confirm": "dependency-dates" } : {},
  });
}

/** The JSON of an answer that must have this status. */
export async function expectStatus(response: ReturnType<typeof send>, status: number): Promise<Row> {
  const res = await response;
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function show(api: Api, name: string, id: number): Promise<Row> {
  return expectStatus(send(api, "GET", `/api/${name}/${id}`), 200);
}

export function message(lang: "es" | "en", key: string, params: Record<string, unknown> = {}): string {
  return translator(lang)(key, params);
}

/** A task state; `completes` marks its tasks completed. */
export async function createTaskState(api: Api, completes: boolean): Promise<number> {
  const row = await expectStatus(
    send(api, "POST", "/api/task-states", { name: `Estado ${uniqueToken()}`, completes }),
    201,
  );
  return row.id;
}

export async function insertLeadClient(db: Kysely<any>, name = `Cliente ${uniqueToken()}`): Promise<number> {
  const row = await db.insertInto("lead_clients").values({ name }).returning("id").executeTakeFirstOrThrow();
  return row.id as number;
}
