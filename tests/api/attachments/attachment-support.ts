import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import type { ApiManifest } from "../../../api/modules/api-manifest.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { multipartForm, type MultipartFile } from "../../fixtures/files.js";
import { createManager, createProject, createTask } from "../../fixtures/projects.js";
import { uniqueToken, type Api } from "../../fixtures/records.js";
import { signedInUser } from "../../fixtures/users.js";

// An app with its own data folder (so a test can look at the stored files), an admin, a
// commercial user managing project A, a client owning A and another client owning B.

type Row = Record<string, any>;

export interface Files {
  test: TestApp;
  db: Kysely<any>;
  dataDir: string;
  admin: Api & { id: number };
  commercial: Api & { id: number };
  client: Api;
  otherClient: Api;
  projectA: Row;
  projectB: Row;
  taskA: Row;
  taskB: Row;
  close(): Promise<void>;
}

/** `manifests`: the areas the app is made of, when a test adds a rule of its own. */
export async function openFiles(kind: TestApp["kind"], manifests?: readonly ApiManifest[]): Promise<Files> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-attachments-"));
  const test = await createTestApp(kind, { dataDir }, undefined, undefined, manifests);
  const db = test.database.handle.db as unknown as Kysely<any>;
  const app = test.app;
  const user = (role: string, clientId?: number) =>
    signedInUser(app, test.database.handle.db, role, clientId === undefined ? {} : { clientId });
  const leadClient = async () =>
    (
      await db
        .insertInto("lead_clients")
        .values({ name: `Cliente ${uniqueToken()}` })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id as number;
  const [clientA, clientB] = [await leadClient(), await leadClient()];
  const adminUser = await user("admin");
  const commercialUser = await user("commercial");
  const admin = { app, token: adminUser.token, id: adminUser.id };
  const manager = await createManager(admin, commercialUser.id);
  const projectA = await createProject(admin, { client_id: clientA, manager_id: manager.id });
  const projectB = await createProject(admin, { client_id: clientB });
  return {
    test,
    db,
    dataDir,
    admin,
    commercial: { app, token: commercialUser.token, id: commercialUser.id },
    client: { app, token: (await user("client", clientA)).token },
    otherClient: { app, token: (await user("client", clientB)).token },
    projectA,
    projectB,
    taskA: await createTask(admin, projectA.id),
    taskB: await createTask(admin, projectB.id),
    async close() {
      await test.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function upload(
  api: Api,
  resource: string,
  fields: Record<string, string | number>,
  file?: MultipartFile,
  lang = "en",
) {
  const form = multipartForm(
    Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
    file,
  );
  return call(api.app, api.token, { method: "POST", url: `/api/${resource}`, lang, ...form });
}

export function download(api: Api | { app: Api["app"]; token?: undefined }, resource: string, id: number) {
  return call(api.app, api.token, { method: "GET", url: `/api/${resource}/${id}/download` });
}

export function storedFile(files: Files, filename: string): string {
  return path.join(files.dataDir, "files", "attachments", filename);
}

/** The stored attachments on disk, by name. */
export function storedNames(files: Files): string[] {
  const dir = path.join(files.dataDir, "files", "attachments");
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** The file goes once the delete is committed, just after the answer: wait a little for it. */
export async function waitUntilGone(file: string, timeoutMs = 5000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!fs.existsSync(file)) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return !fs.existsSync(file);
}
