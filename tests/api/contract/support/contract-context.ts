import type { FastifyInstance, InjectOptions } from "fastify";
import type { Kysely } from "kysely";
import { ROLES, type Role } from "../../../../resources/index.js";
import { seedDemo } from "../../../../api/seed/seed-demo.js";
import { DEMO_PASSWORD, DEMO_USERS } from "../../../../api/seed/demo-users.js";
import { newRatingLink } from "../../../../api/modules/support/rating-links.js";
import { tinyPng } from "../../../fixtures/files.js";
import { multipartFile } from "../../profile/upload-helpers.js";
import { call, createTestApp, type TestApp } from "../../../fixtures/app.js";
import type { DatabaseKind } from "../../../../api/db/database.js";

// One app on the demo data for the whole contract test: each role signs in once, as the demo's
// users (rows in every state: issued invoices, remittances, closed tickets).
export interface ContractContext {
  test: TestApp;
  app: FastifyInstance;
  db: Kysely<any>;
  tokens: Record<Role, string>;
  doc: Record<string, any>;
  /** Values for path parameters other than a row id, made once (a calendar feed, a rating link). */
  samples: Record<string, string>;
}

export async function openContract(kind: DatabaseKind): Promise<ContractContext> {
  const test = await createTestApp(kind);
  const db = test.database.handle.db as unknown as Kysely<any>;
  await seedDemo(test.database.handle.db);
  const tokens = {} as Record<Role, string>;
  for (const role of ROLES) tokens[role] = await signIn(test.app, role);
  const doc = (await test.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  return { test, app: test.app, db, tokens, doc, samples: await pathSamples(test.app, db, tokens) };
}

/** A session of the demo user with this role: the access token. */
export async function signIn(app: FastifyInstance, role: Role): Promise<string> {
  const email = DEMO_USERS.find((u) => u.role === role)!.email;
  const res = await call(app, undefined, {
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`demo ${role} cannot sign in: ${res.body}`);
  return res.json().access_token;
}

/** As the role's shared session, or as `token` (a session of its own, for a route that ends it). */
export function send(ctx: ContractContext, role: Role | null, options: InjectOptions, token?: string) {
  return call(ctx.app, token ?? (role ? ctx.tokens[role] : undefined), options);
}

/**
 * A value for every path parameter that is not a row id, by name, or by `<path> <name>` where one
 * name means different things. A route with a parameter missing here fails the test, which says so.
 */
async function pathSamples(
  app: FastifyInstance,
  db: Kysely<any>,
  tokens: Record<Role, string>,
): Promise<Record<string, string>> {
  const feed = await call(app, tokens.commercial, { method: "POST", url: "/api/calendar-feed" });
  const ticket = await db.selectFrom("tickets").select("id").orderBy("id").executeTakeFirstOrThrow();
  const client = await db
    .selectFrom("lead_clients")
    .select("id")
    .where("name", "=", "Academia Ejemplo")
    .executeTakeFirstOrThrow();
  // The last lead: the one merge-preview compares each listed lead with.
  const lead = await db.selectFrom("leads").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
  const upload = await call(app, tokens.admin, {
    method: "POST",
    url: "/api/company/logo",
    ...multipartFile("logo.png", tinyPng(), "image/png"),
  });
  const [, folder, name] = String(upload.json().logo).split("/");
  return {
    "/api/calendar/{token}.ics token": new URL(feed.json().url).pathname
      .replace(/^.*\/calendar\//, "")
      .replace(/\.ics$/, ""),
    "/api/public/ticket-ratings/{token} token": await newRatingLink(db, ticket.id as number),
    folder,
    name,
    month: new Date().toISOString().slice(0, 7),
    // Query parameters a route needs, though not all of them at once.
    "/api/billing/unbilled-time ?": `client_id=${client.id}`,
    "/api/leads/{id}/merge-preview ?": `source_id=${lead.id}`,
    "/api/search ?": "q=academia",
    tab: "contract-test-tab",
  };
}
