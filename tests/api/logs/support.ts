import type { Kysely } from "kysely";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";

// One app per database kind for the log tests, with a signed-in user per role.
export interface LogsContext {
  t: TestApp;
  db: Kysely<any>;
  users: Record<"superadmin" | "admin" | "commercial" | "client", { id: number; email: string; token: string }>;
}

export async function openLogsContext(kind: TestApp["kind"]): Promise<LogsContext> {
  const t = await createTestApp(kind);
  const raw = t.database.handle.db;
  const users = {
    superadmin: await signedInUser(t.app, raw, "superadmin"),
    admin: await signedInUser(t.app, raw, "admin"),
    commercial: await signedInUser(t.app, raw, "commercial"),
    client: await signedInUser(t.app, raw, "client"),
  };
  return { t, db: raw as unknown as Kysely<any>, users };
}

export function as(ctx: LogsContext, role: keyof LogsContext["users"], options: Parameters<typeof call>[2]) {
  return call(ctx.t.app, ctx.users[role].token, options);
}

/** Runs `work` while a table is renamed away, so writes to it fail like a broken database. */
export async function withoutTable<T>(db: Kysely<any>, table: string, work: () => Promise<T>): Promise<T> {
  await db.schema.alterTable(table).renameTo(`${table}_away`).execute();
  try {
    return await work();
  } finally {
    await db.schema.alterTable(`${table}_away`).renameTo(table).execute();
  }
}

/** The system log is written after the answer is sent: wait for it briefly. */
export async function eventually<T>(probe: () => Promise<T | undefined>, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error("not found in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}
