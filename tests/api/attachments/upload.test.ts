import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translator } from "../../../api/i18n.js";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { plainZip, tinyDocx, tinyExe, tinyJpg, tinyPdf, tinyPng } from "../../fixtures/files.js";
import { openFiles, storedFile, storedNames, upload, type Files } from "./attachment-support.js";

// Uploads: the type is told by the bytes (PNG, JPG, PDF, DOCX), at most 10 MB, under an owner
// the user may reach, stored under a random name with its row and activity record.
const STORED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|pdf|docx)$/;
const t = (lang: "es" | "en", key: string) => translator(lang)(key);

describe.each(DATABASE_KINDS)("attachment uploads on %s", (kind) => {
  let f: Files;
  beforeAll(async () => {
    f = await openFiles(kind);
  });
  afterAll(async () => {
    await f?.close();
  });

  const allowed = [
    { name: "logo.png", type: "image/png", bytes: tinyPng, mime: "image/png", ext: "png" },
    { name: "foto.jpg", type: "image/jpeg", bytes: tinyJpg, mime: "image/jpeg", ext: "jpg" },
    { name: "contrato.pdf", type: "application/pdf", bytes: tinyPdf, mime: "application/pdf", ext: "pdf" },
    {
      name: "acta.docx",
      type: "application/octet-stream",
      bytes: tinyDocx,
      mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ext: "docx",
    },
  ];

  it.each(allowed)(
    "stores a $ext with its row, its bytes on disk and an activity record",
    async ({ name, type, bytes, mime, ext }) => {
      const res = await upload(
        f.admin,
        "project-files",
        { project_id: f.projectA.id },
        { filename: name, contentType: type, bytes: bytes() },
      );
      expect(res.statusCode).toBe(201);
      const row = res.json();
      expect(row).toMatchObject({
        project_id: f.projectA.id,
        original_name: name,
        mime_type: mime,
        size: bytes().length,
        uploaded_by: f.admin.id,
        version: 1,
      });
      expect(row.filename).toMatch(STORED);
      expect(row.filename.endsWith(`.${ext}`)).toBe(true);
      expect(fs.readFileSync(storedFile(f, row.filename)).equals(bytes())).toBe(true);
      const log = await f.db
        .selectFrom("audit_logs")
        .selectAll()
        .where("resource", "=", "project-files")
        .where("record_id", "=", String(row.id))
        .executeTakeFirstOrThrow();
      expect(log.action).toBe("create");
      const listed = await call(f.test.app, f.admin.token, {
        method: "GET",
        url: `/api/project-files?project_id=${f.projectA.id}&id=${row.id}`,
      });
      expect(listed.json()).toHaveLength(1);
    },
  );

  it("uploads task files the same way, as a commercial user on a task of a managed project", async () => {
    const res = await upload(
      f.commercial,
      "task-files",
      { task_id: f.taskA.id },
      {
        filename: "informe.docx",
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        bytes: tinyDocx(),
      },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      task_id: f.taskA.id,
      uploaded_by: f.commercial.id,
      original_name: "informe.docx",
    });
  });

  it("refuses text, an executable and a plain zip named .docx (422 on file, localized), keeping nothing", async () => {
    const before = storedNames(f);
    const count = async () =>
      (await f.db.selectFrom("project_files").select(f.db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n;
    const rows = await count();
    const refused = [
      { filename: "notas.txt", contentType: "text/plain", bytes: Buffer.from("solo texto") },
      { filename: "setup.exe", contentType: "application/octet-stream", bytes: tinyExe() },
      { filename: "trampa.pdf", contentType: "application/pdf", bytes: tinyExe() },
      {
        filename: "archivo.docx",
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        bytes: plainZip(),
      },
    ];
    for (const file of refused) {
      for (const lang of ["es", "en"] as const) {
        const res = await upload(f.admin, "project-files", { project_id: f.projectA.id }, file, lang);
        expect(res.statusCode, file.filename).toBe(422);
        expect(res.json()).toEqual({
          message: t(lang, "uploads:attachmentType"),
          errors: { file: [t(lang, "uploads:attachmentType")] },
        });
      }
    }
    expect(await count()).toEqual(rows);
    expect(storedNames(f)).toEqual(before);
  });

  it("takes PNG bytes named .pdf as the PNG they are, and names it so", async () => {
    const res = await upload(
      f.admin,
      "project-files",
      { project_id: f.projectA.id },
      { filename: "escaneo.pdf", contentType: "application/pdf", bytes: tinyPng() },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mime_type: "image/png", original_name: "escaneo.png" });
    expect(res.json().filename).toMatch(/\.png$/);
  });

  it("refuses a file over 10 MB with 413 in the caller's language, keeping nothing", async () => {
    const before = storedNames(f);
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    for (const lang of ["es", "en"] as const) {
      const res = await upload(
        f.admin,
        "project-files",
        { project_id: f.projectA.id },
        { filename: "grande.pdf", contentType: "application/pdf", bytes: big },
        lang,
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(t(lang, "uploads:tooLarge"));
    }
    expect(storedNames(f)).toEqual(before);
    // Exactly 10 MB is allowed.
    const limit = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024 - tinyPdf().length)]);
    const ok = await upload(
      f.admin,
      "project-files",
      { project_id: f.projectA.id },
      { filename: "justo.pdf", contentType: "application/pdf", bytes: limit },
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().size).toBe(10 * 1024 * 1024);
  });

  it("checks the owner: required, a number, existing, and within the user's reach (422 on the field)", async () => {
    const file = { filename: "a.png", contentType: "image/png", bytes: tinyPng() };
    const before = storedNames(f);
    const missing = await upload(f.admin, "project-files", {}, file);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ project_id: [t("en", "validation:required")] });
    expect((await upload(f.admin, "project-files", { project_id: "abc" }, file)).json().errors).toEqual({
      project_id: [t("en", "validation:integer")],
    });
    // Both wrong at once: both said at once.
    const both = await upload(f.admin, "project-files", { project_id: "0" }, { ...file, bytes: Buffer.from("texto") });
    expect(Object.keys(both.json().errors).sort()).toEqual(["file", "project_id"]);
    // A project that does not exist: the database refuses the row, and the stored file goes too.
    const ghost = await upload(f.admin, "project-files", { project_id: 2147483000 }, file);
    expect(ghost.statusCode).toBe(422);
    expect(ghost.json().errors).toEqual({ project_id: [t("en", "validation:reference")] });
    // A commercial user cannot put files under a project it does not reach, nor a task of one.
    const far = await upload(f.commercial, "project-files", { project_id: f.projectB.id }, file);
    expect(far.statusCode).toBe(422);
    expect(far.json().errors).toEqual({ project_id: [t("en", "validation:reference")] });
    expect((await upload(f.commercial, "task-files", { task_id: f.taskB.id }, file)).json().errors).toEqual({
      task_id: [t("en", "validation:reference")],
    });
    expect(storedNames(f)).toEqual(before);
  });

  it("refuses a client (403), an anonymous caller (401), JSON (415) and a form without a file (422)", async () => {
    const file = { filename: "a.png", contentType: "image/png", bytes: tinyPng() };
    expect((await upload(f.client, "project-files", { project_id: f.projectA.id }, file)).statusCode).toBe(403);
    expect(
      (await upload({ app: f.test.app, token: "" }, "project-files", { project_id: f.projectA.id }, file)).statusCode,
    ).toBe(401);
    const json = await call(f.test.app, f.admin.token, {
      method: "POST",
      url: "/api/project-files",
      payload: { project_id: f.projectA.id },
    });
    expect(json.statusCode).toBe(415);
    const noFile = await upload(f.admin, "project-files", { project_id: f.projectA.id });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: [t("en", "validation:requiredFile")] });
    const otherField = await upload(
      f.admin,
      "project-files",
      { project_id: f.projectA.id },
      { ...file, field: "picture" },
    );
    expect(otherField.statusCode).toBe(422);
  });

  it("keeps the original name without paths or control characters, within 255 characters", async () => {
    const file = (filename: string) => ({ filename, contentType: "application/pdf", bytes: tinyPdf() });
    const traversal = await upload(
      f.admin,
      "project-files",
      { project_id: f.projectA.id },
      file("../../etc/Presupuesto\u0007 año.pdf"),
    );
    expect(traversal.json().original_name).toBe("Presupuesto año.pdf");
    const long = await upload(f.admin, "project-files", { project_id: f.projectA.id }, file(`${"ñ".repeat(300)}.pdf`));
    expect(long.statusCode).toBe(201);
    expect(Array.from(long.json().original_name as string)).toHaveLength(255);
    expect(long.json().original_name.endsWith(".pdf")).toBe(true);
    const bare = await upload(f.admin, "project-files", { project_id: f.projectA.id }, file("..."));
    expect(bare.json().original_name).toBe("file.pdf");
  });

  it("documents the upload and the download in the OpenAPI document", async () => {
    const doc = (await call(f.test.app, undefined, { method: "GET", url: "/api/docs/json" })).json();
    for (const [name, owner] of [
      ["project-files", "project_id"],
      ["task-files", "task_id"],
    ]) {
      const post = doc.paths[`/api/${name}`].post;
      expect(post.summary).toContain(name);
      const form = post.requestBody.content["multipart/form-data"].schema;
      expect(form.required).toEqual([owner, "file"]);
      expect(form.properties.file).toMatchObject({ type: "string", format: "binary" });
      expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(["201", "413", "415", "422"]));
      const get = doc.paths[`/api/${name}/{id}/download`].get;
      expect(get.summary).toContain(name);
      expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(["200", "404"]));
    }
  });
});
