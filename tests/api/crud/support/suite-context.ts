import type { FastifyInstance, InjectOptions } from "fastify";
import type { Kysely } from "kysely";
import { ROLES, type Role } from "../../../../resources/index.js";
import { translator } from "../../../../api/i18n.js";
import { call, createTestApp, type TestApp } from "../../../fixtures/app.js";
import { signedInUser } from "../../../fixtures/users.js";
import type { Api } from "../../../fixtures/records.js";

// One app per database kind, shared by every resource's checks: tests fill it lazily because
// describe blocks are collected before beforeAll runs.
export interface SuiteContext {
  test: TestApp;
  app: FastifyInstance;
  db: Kysely<any>;
  tokens: Record<Role, string>;
  /** The user id behind each role's token. */
  userIds: Record<Role, number>;
  /** The lead client the suite's client user belongs to (its row scope). */
  clientId: number;
  admin: Api;
}

/** The web's origin in tests, allowed by CORS so cross-origin answers can be checked. */
export const WEB_ORIGIN = "http://web.test";

export async function openSuite(kind: TestApp["kind"]): Promise<SuiteContext> {
  const test = await createTestApp(kind, { corsOrigins: [WEB_ORIGIN] });
  const db = test.database.handle.db as unknown as Kysely<any>;
  const tokens = {} as Record<Role, string>;
  const userIds = {} as Record<Role, number>;
  const clientId = await insertLeadClient(db, "Suite client");
  for (const role of ROLES) {
    const user = await signedInUser(test.app, test.database.handle.db, role, role === "client" ? { clientId } : {});
    tokens[role] = user.token;
    userIds[role] = user.id;
  }
  return { test, app: test.app, db, tokens, userIds, clientId, admin: { app: test.app, token: tokens.admin } };
}

/** A lead client written straight to the table: the suite must not depend on its own API. */
export async function insertLeadClient(db: Kysely<any>, name: string): Promise<number> {
  const row = await db.insertInto("lead_clients").values({ name }).returning("id").executeTakeFirstOrThrow();
  return row.id as number;
}

export function request(ctx: SuiteContext, options: InjectOptions & { lang?: string; token?: string | null }) {
  const { token, ...rest } = options;
  return call(ctx.app, token === null ? undefined : (token ?? ctx.tokens.admin), rest);
}

/** GET a list as admin; fails loudly unless it is a 200. */
export async function list(ctx: SuiteContext, url: string): Promise<{ rows: Record<string, any>[]; total: number }> {
  const res = await request(ctx, { method: "GET", url });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return { rows: res.json(), total: Number(res.headers["x-total-count"]) };
}

export function message(lang: "es" | "en", key: string, params: Record<string, unknown> = {}): string {
  return translator(lang)(key, params);
}

export function ids(rows: Record<string, any>[]): number[] {
  return rows.map((r) => r.id);
}

export function qs(params: [string, unknown][]): string {
  return params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join("&");
}
