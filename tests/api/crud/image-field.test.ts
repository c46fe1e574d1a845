import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { defineResource, getResource, type ResourceDef } from "../../../resources/index.js";
import { imageRoutes } from "../../../api/crud/image-routes.js";
import type { ApiManifest } from "../../../api/modules/api-manifest.js";
import { API_MANIFESTS } from "../../../api/modules/manifests.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { createRecord, type Api } from "../../fixtures/records.js";
import { signedInUser } from "../../fixtures/users.js";
import { LiveClient, listening } from "../../fixtures/live-client.js";
import { multipartForm, tinyJpg, tinyPdf, tinyPng } from "../../fixtures/files.js";

// An `image` field (a course's picture): never in a JSON body; uploaded to
// POST /api/<name>/<id>/image/<field> (PNG or JPG told by content) and cleared by DELETE, as an
// edit of the row: permission and row scope, version, activity record, live event; the file it
// replaces leaves the disk, and so does a file whose write was refused.
const courses = getResource("courses")!;

/** Courses as a commercial user would edit them if they were theirs to teach: a row scope to leave. */
const teacherCourses: ResourceDef = defineResource({
  ...courses,
  name: "teacher-courses",
  permissions: { superadmin: "*", admin: "*", commercial: ["list", "show", "edit"] },
  scope: { owner: "teacher_id" },
});

/** A 1×1 GIF: an image, but not one an image field takes. */
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const png = (bytes = tinyPng(), filename = "photo.png", contentType = "image/png") =>
  multipartForm([], { filename, contentType, bytes });

for (const kind of DATABASE_KINDS) {
  describe(`image field on ${kind}`, () => {
    let t: TestApp;
    let db: Kysely<any>;
    let admin: Api & { id: number };
    let commercial: Api & { id: number };
    let client: Api;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-images-"));
    const stored = () =>
      fs.existsSync(path.join(dataDir, "files", "images"))
        ? fs.readdirSync(path.join(dataDir, "files", "images")).sort()
        : [];
    const onDisk = (value: string) => fs.existsSync(path.join(dataDir, value));

    // Another module's rule refusing the writes of one course inside their transaction (a check).
    let refusedCourse: number | null = null;
    const refusal: ApiManifest = {
      name: "image-test-refusal",
      writeHooks: [
        {
          resource: "courses",
          hooks: {
            async beforeWrite(event) {
              if (refusedCourse !== null && Number(event.before?.id) === refusedCourse) {
                throw Object.assign(new Error("refused"), { code: "23514", constraint: "courses_dates_check" });
              }
            },
          },
        },
      ],
    };

    beforeAll(async () => {
      t = await createTestApp(kind, { dataDir }, imageRoutes(teacherCourses), undefined, [...API_MANIFESTS, refusal]);
      db = t.database.handle.db as unknown as Kysely<any>;
      const user = async (role: string) => {
        const u = await signedInUser(t.app, t.database.handle.db, role);
        return { app: t.app, token: u.token, id: u.id };
      };
      admin = await user("admin");
      commercial = await user("commercial");
      client = await user("client");
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const upload = (api: Api, id: number, form = png(), name = "courses", lang = "en") =>
      call(t.app, api.token, { method: "POST", url: `/api/${name}/${id}/image/image`, lang, ...form });
    const clear = (api: Api, id: number, name = "courses") =>
      call(t.app, api.token, { method: "DELETE", url: `/api/${name}/${id}/image/image`, lang: "en" });
    const show = async (id: number) =>
      (await call(t.app, admin.token, { method: "GET", url: `/api/courses/${id}` })).json();

    it("stores a PNG, answers the row with its path and a new version, logs it, and serves it back", async () => {
      const course = await createRecord(admin, courses);
      expect(course.image).toBeNull();
      const res = await upload(admin, course.id, png(tinyPng(), "photo.jpg", "image/jpeg"));
      expect(res.statusCode, res.body).toBe(200);
      const row = res.json();
      expect(row.image).toMatch(/^files\/images\/[0-9a-f-]{36}\.png$/);
      expect(row.version).toBe(course.version + 1);
      expect(Date.parse(row.updated_at)).toBeGreaterThanOrEqual(Date.parse(course.updated_at));
      expect(row.name).toBe(course.name);
      expect(await show(course.id)).toMatchObject({ image: row.image, version: row.version });
      expect(onDisk(row.image)).toBe(true);

      const served = await call(t.app, client.token, { method: "GET", url: `/api/${row.image}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.rawPayload.equals(tinyPng())).toBe(true);

      const log = await db
        .selectFrom("audit_logs")
        .select(["action", "user_id", "before", "after"])
        .where("resource", "=", "courses")
        .where("record_id", "=", String(course.id))
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      const json = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);
      expect(log.action).toBe("update");
      expect(log.user_id).toBe(admin.id);
      expect(json(log.before)).toEqual({ image: null });
      expect(json(log.after)).toEqual({ image: row.image });
    });

    it("stores a JPG as .jpg, and a new upload replaces the old file on disk", async () => {
      const course = await createRecord(admin, courses);
      const first = (await upload(admin, course.id)).json().image as string;
      const res = await upload(admin, course.id, png(tinyJpg(), "photo.jpeg", "image/jpeg"));
      expect(res.statusCode, res.body).toBe(200);
      const second = res.json().image as string;
      expect(second).toMatch(/^files\/images\/[0-9a-f-]{36}\.jpg$/);
      expect(onDisk(second)).toBe(true);
      expect(onDisk(first)).toBe(false);
      expect((await call(t.app, admin.token, { method: "GET", url: `/api/${first}` })).statusCode).toBe(404);
      expect((await call(t.app, admin.token, { method: "GET", url: `/api/${second}` })).headers["content-type"]).toBe(
        "image/jpeg",
      );
    });

    it("refuses a GIF, and a PDF named .png, by their content (422 on file), keeping nothing", async () => {
      const course = await createRecord(admin, courses);
      const before = stored();
      for (const form of [png(GIF, "anim.gif", "image/gif"), png(tinyPdf(), "photo.png", "image/png")]) {
        const res = await upload(admin, course.id, form);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ file: ["The file must be a PNG or JPG image"] });
      }
      const es = await upload(admin, course.id, png(GIF, "anim.gif", "image/gif"), "courses", "es");
      expect(es.json().errors).toEqual({ file: ["El archivo debe ser una imagen PNG o JPG"] });
      const none = await call(t.app, admin.token, {
        method: "POST",
        url: `/api/courses/${course.id}/image/image`,
        ...multipartForm([]),
      });
      expect(none.statusCode).toBe(422);
      expect(stored()).toEqual(before);
      expect(await show(course.id)).toMatchObject({ image: null, version: course.version });
    });

    it("refuses a role that may only read the resource (403), and a row that does not exist (404)", async () => {
      const course = await createRecord(admin, courses);
      const before = stored();
      // Commercial users read courses and nothing more; clients likewise.
      for (const api of [commercial, client]) {
        expect((await upload(api, course.id)).statusCode).toBe(403);
        expect((await clear(api, course.id)).statusCode).toBe(403);
      }
      expect((await upload(admin, 2147483647)).statusCode).toBe(404);
      expect((await clear(admin, 2147483647)).statusCode).toBe(404);
      expect((await upload(admin, 0)).statusCode).toBe(400);
      expect(
        (await call(t.app, undefined, { method: "POST", url: `/api/courses/${course.id}/image/image`, ...png() }))
          .statusCode,
      ).toBe(401);
      expect(stored()).toEqual(before);
      expect((await show(course.id)).image).toBeNull();
    });

    it("answers 404 for a row out of the user's row scope, and takes one in it", async () => {
      const theirs = await createRecord(admin, courses, { teacher_id: commercial.id });
      const other = await createRecord(admin, courses, { teacher_id: admin.id });
      const before = stored();
      const refused = await upload(commercial, other.id, png(), "teacher-courses");
      expect(refused.statusCode, refused.body).toBe(404);
      expect((await clear(commercial, other.id, "teacher-courses")).statusCode).toBe(404);
      expect(stored()).toEqual(before);
      const taken = await upload(commercial, theirs.id, png(), "teacher-courses");
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json().image).toMatch(/^files\/images\//);
    });

    it("clears the image with DELETE (the file goes), and a second DELETE changes nothing", async () => {
      const course = await createRecord(admin, courses);
      const uploaded = (await upload(admin, course.id)).json();
      const res = await clear(admin, course.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ image: null, version: uploaded.version + 1 });
      expect(onDisk(uploaded.image)).toBe(false);
      const again = await clear(admin, course.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().version).toBe(uploaded.version + 1);
    });

    it("never takes the image in a JSON body (422 unknownField on POST and PATCH)", async () => {
      const course = await createRecord(admin, courses);
      const patch = await call(t.app, admin.token, {
        method: "PATCH",
        url: `/api/courses/${course.id}`,
        payload: { image: "files/images/x.png" },
        lang: "en",
      });
      expect(patch.statusCode).toBe(422);
      expect(patch.json().errors).toEqual({ image: ["Field not allowed: image"] });
      const post = await call(t.app, admin.token, {
        method: "POST",
        url: "/api/courses",
        payload: { name: "Con imagen", seats: 5, image: null },
        lang: "en",
      });
      expect(post.statusCode).toBe(422);
      expect(Object.keys(post.json().errors)).toEqual(["image"]);
    });

    it("removes the new file when the write is refused inside its transaction", async () => {
      const course = await createRecord(admin, courses);
      const before = stored();
      refusedCourse = course.id;
      try {
        const res = await upload(admin, course.id);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toHaveProperty("end_date");
      } finally {
        refusedCourse = null;
      }
      expect(stored()).toEqual(before);
      expect((await show(course.id)).image).toBeNull();
    });

    it("is heard on the live stream as an update of the row, by its author", async () => {
      const live = await LiveClient.open(await listening(t.app), admin.token);
      try {
        const course = await createRecord(admin, courses);
        expect((await upload(admin, course.id)).statusCode).toBe(200);
        expect((await live.rowEvent("courses", "updated", course.id)).data.by).toBe(admin.id);
      } finally {
        live.close();
      }
    });
  });
}
