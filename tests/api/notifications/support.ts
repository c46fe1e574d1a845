import fs from "node:fs";
import type { Kysely } from "kysely";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";
import { tempDataDir } from "../mail/outbox-files.js";
import { notify, type NotifyInput } from "../../../api/modules/notifications/notify.js";

// One app per database kind with an outbox of its own, users of any role, and notifications
// written the way the modules write them (notify on the app's database).

export interface NotificationsContext {
  test: TestApp;
  db: Kysely<any>;
  dataDir: string;
  close(): Promise<void>;
}

export interface Reader {
  id: number;
  email: string;
  token: string;
}

export async function openNotifications(kind: TestApp["kind"]): Promise<NotificationsContext> {
  const dataDir = tempDataDir();
  const test = await createTestApp(kind, { dataDir, publicUrl: "https://gestion.example.com" });
  return {
    test,
    db: test.database.handle.db as unknown as Kysely<any>,
    dataDir,
    async close() {
      await test.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function reader(
  ctx: NotificationsContext,
  role: string,
  options: { language?: string; clientId?: number } = {},
): Promise<Reader> {
  const user = await signedInUser(
    ctx.test.app,
    ctx.test.database.handle.db,
    role,
    options.clientId === undefined ? {} : { clientId: options.clientId },
  );
  if (options.language)
    await ctx.db.updateTable("users").set({ language: options.language }).where("id", "=", user.id).execute();
  return { id: user.id, email: user.email, token: user.token };
}

export function notifyUser(ctx: NotificationsContext, user: Reader, input: Partial<NotifyInput> = {}): Promise<void> {
  return notify(ctx.db, { userId: user.id, kind: "assignment", title: "Ticket de prueba", ...input });
}

export function as(
  ctx: NotificationsContext,
  user: Reader | undefined,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
  lang?: string,
) {
  return call(ctx.test.app, user?.token, { method, url, ...(payload === undefined ? {} : { payload }), lang });
}

/** The JSON of an answer that must have this status. */
export async function expectStatus(response: ReturnType<typeof as>, status: number): Promise<any> {
  const res = await response;
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json();
}
