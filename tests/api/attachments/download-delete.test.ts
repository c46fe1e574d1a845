import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../../api/errors.js";
import type { ApiManifest } from "../../../api/modules/api-manifest.js";
import { API_MANIFESTS } from "../../../api/modules/manifests.js";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { tinyDocx, tinyPdf, tinyPng } from "../../fixtures/files.js";
import { download, openFiles, storedFile, upload, waitUntilGone, type Files } from "./attachment-support.js";

// Downloads go to whoever may show the row (404 to anyone else, as if it were not there), with
// the original name and the stored type; a deleted row takes its file with it once committed.
describe.each(DATABASE_KINDS)("attachment downloads and deletes on %s", (kind) => {
  let f: Files;
  // Another module's rule refusing one row's delete after it ran: the transaction is rolled back.
  let refusedFile: number | null = null;
  const refusal: ApiManifest = {
    name: "test-refuse",
    writeHooks: [
      {
        resource: "project-files",
        hooks: {
          async afterWrite(event) {
            if (event.action === "delete" && refusedFile !== null && event.before?.id === refusedFile)
              throw new AppError(409, "errors:conflict");
          },
        },
      },
    ],
  };
  beforeAll(async () => {
    f = await openFiles(kind, [...API_MANIFESTS, refusal]);
  });
  afterAll(async () => {
    await f?.close();
  });

  async function stored(
    resource: string,
    owner: Record<string, number>,
    name = "Acta reunión (v2).pdf",
    bytes = tinyPdf(),
  ) {
    const res = await upload(f.admin, resource, owner, { filename: name, contentType: "application/pdf", bytes });
    if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, any>;
  }

  it("streams the bytes with their type, the original name as an attachment, and nosniff", async () => {
    const row = await stored("project-files", { project_id: f.projectA.id });
    const res = await download(f.admin, "project-files", row.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(tinyPdf())).toBe(true);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-length"]).toBe(String(tinyPdf().length));
    expect(res.headers["content-disposition"]).toBe("attachment; filename*=UTF-8''Acta%20reuni%C3%B3n%20%28v2%29.pdf");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const docx = await upload(
      f.admin,
      "task-files",
      { task_id: f.taskA.id },
      { filename: "acta.docx", contentType: "application/octet-stream", bytes: tinyDocx() },
    );
    const got = await download(f.admin, "task-files", docx.json().id);
    expect(got.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(got.rawPayload.equals(tinyDocx())).toBe(true);
  });

  it("lets a client download the files of its own project and task, and nobody else's (404)", async () => {
    const own = await stored("project-files", { project_id: f.projectA.id });
    const ownTask = await stored("task-files", { task_id: f.taskA.id });
    const other = await stored("project-files", { project_id: f.projectB.id });
    const otherTask = await stored("task-files", { task_id: f.taskB.id });
    expect((await download(f.client, "project-files", own.id)).statusCode).toBe(200);
    expect((await download(f.client, "task-files", ownTask.id)).statusCode).toBe(200);
    expect((await download(f.client, "project-files", other.id)).statusCode).toBe(404);
    expect((await download(f.client, "task-files", otherTask.id)).statusCode).toBe(404);
    expect((await download(f.otherClient, "project-files", other.id)).statusCode).toBe(200);
    expect((await download(f.otherClient, "project-files", own.id)).statusCode).toBe(404);
  });

  it("lets a commercial user download files of projects it manages only; anonymous callers get 401", async () => {
    const own = await stored("project-files", { project_id: f.projectA.id });
    const other = await stored("project-files", { project_id: f.projectB.id });
    expect((await download(f.commercial, "project-files", own.id)).statusCode).toBe(200);
    expect((await download(f.commercial, "project-files", other.id)).statusCode).toBe(404);
    expect((await download({ app: f.test.app }, "project-files", own.id)).statusCode).toBe(401);
    expect((await download(f.admin, "project-files", 2147483000)).statusCode).toBe(404);
    expect(
      (await call(f.test.app, f.admin.token, { method: "GET", url: "/api/project-files/abc/download" })).statusCode,
    ).toBe(400);
  });

  it("does not serve attachments through the image route any signed-in user may read", async () => {
    const row = await stored("project-files", { project_id: f.projectB.id }, "logo.png", tinyPng());
    const res = await call(f.test.app, f.client.token, {
      method: "GET",
      url: `/api/files/attachments/${row.filename}`,
    });
    expect(res.statusCode).not.toBe(200);
  });

  it("answers 404 when the row is there but its file is gone", async () => {
    const row = await stored("project-files", { project_id: f.projectA.id });
    fs.rmSync(storedFile(f, row.filename));
    expect((await download(f.admin, "project-files", row.id)).statusCode).toBe(404);
  });

  it("removes the stored file when the row is deleted, and keeps it when the delete is refused", async () => {
    const row = await stored("project-files", { project_id: f.projectA.id });
    const file = storedFile(f, row.filename);
    expect(fs.existsSync(file)).toBe(true);
    // A commercial user deletes only its own uploads: the admin's is one it reads, not its to delete (403), file kept.
    expect(
      (await call(f.test.app, f.commercial.token, { method: "DELETE", url: `/api/project-files/${row.id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(f.test.app, f.client.token, { method: "DELETE", url: `/api/project-files/${row.id}` })).statusCode,
    ).toBe(403);
    // Any removal the refusals had started is done by now.
    await f.test.app.backgroundSettled();
    expect(fs.existsSync(file)).toBe(true);

    const res = await call(f.test.app, f.admin.token, { method: "DELETE", url: `/api/project-files/${row.id}` });
    expect(res.statusCode).toBe(200);
    expect(await waitUntilGone(file)).toBe(true);
    expect((await download(f.admin, "project-files", row.id)).statusCode).toBe(404);
  });

  it("keeps the file when the delete is rolled back after the row was gone inside the transaction", async () => {
    const row = await stored("project-files", { project_id: f.projectA.id }, "guardado.pdf");
    refusedFile = row.id;
    try {
      expect(
        (await call(f.test.app, f.admin.token, { method: "DELETE", url: `/api/project-files/${row.id}` })).statusCode,
      ).toBe(409);
    } finally {
      refusedFile = null;
    }
    // Any removal the rolled-back delete had started is done by now.
    await f.test.app.backgroundSettled();
    expect(fs.existsSync(storedFile(f, row.filename))).toBe(true);
    expect((await download(f.admin, "project-files", row.id)).statusCode).toBe(200);
  });

  it("lets a commercial user delete its own upload, file included", async () => {
    const res = await upload(
      f.commercial,
      "task-files",
      { task_id: f.taskA.id },
      { filename: "mio.pdf", contentType: "application/pdf", bytes: tinyPdf() },
    );
    const file = storedFile(f, res.json().filename);
    expect(
      (await call(f.test.app, f.commercial.token, { method: "DELETE", url: `/api/task-files/${res.json().id}` }))
        .statusCode,
    ).toBe(200);
    expect(await waitUntilGone(file)).toBe(true);
  });

  it("removes the files of a task deleted with them, and leaves other tasks' files alone", async () => {
    const task = (
      await call(f.test.app, f.admin.token, {
        method: "POST",
        url: "/api/tasks",
        payload: { name: "Temporal", project_id: f.projectA.id, task_state_id: f.taskA.task_state_id },
      })
    ).json();
    const doomed = await stored("task-files", { task_id: task.id });
    const kept = await stored("task-files", { task_id: f.taskA.id });
    expect((await call(f.test.app, f.admin.token, { method: "DELETE", url: `/api/tasks/${task.id}` })).statusCode).toBe(
      200,
    );
    expect(await waitUntilGone(storedFile(f, doomed.filename))).toBe(true);
    expect(fs.existsSync(storedFile(f, kept.filename))).toBe(true);
    expect((await download(f.admin, "task-files", kept.id)).statusCode).toBe(200);
  });

  it("removes the files of a deleted project and of its tasks", async () => {
    const project = (
      await call(f.test.app, f.admin.token, {
        method: "POST",
        url: "/api/projects",
        payload: { name: "Efímero", project_state_id: f.projectA.project_state_id },
      })
    ).json();
    const task = (
      await call(f.test.app, f.admin.token, {
        method: "POST",
        url: "/api/tasks",
        payload: { name: "Suya", project_id: project.id, task_state_id: f.taskA.task_state_id },
      })
    ).json();
    const projectFile = await stored("project-files", { project_id: project.id });
    const taskFile = await stored("task-files", { task_id: task.id });
    const kept = await stored("project-files", { project_id: f.projectA.id });
    expect(
      (await call(f.test.app, f.admin.token, { method: "DELETE", url: `/api/projects/${project.id}` })).statusCode,
    ).toBe(200);
    expect(await waitUntilGone(storedFile(f, projectFile.filename))).toBe(true);
    expect(await waitUntilGone(storedFile(f, taskFile.filename))).toBe(true);
    expect(fs.existsSync(storedFile(f, kept.filename))).toBe(true);
  });
});
