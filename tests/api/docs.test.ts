import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageFields, RESOURCES, writableFields } from "../../resources/index.js";
import { createTestApp, type TestApp } from "../fixtures/app.js";
import { offered } from "../../api/crud/routes.js";

// The OpenAPI document is derived from the route schemas: every declared resource must appear,
// with the operations some role has, their bodies and answers (tests/api/contract checks the rest).
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

describe("API documentation", () => {
  let t: TestApp;
  let doc: any;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is an OpenAPI 3 document", () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(typeof doc.info.title).toBe("string");
    expect(typeof doc.info.version).toBe("string");
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    const operationIds: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      expect(path.startsWith("/"), path).toBe(true);
      for (const [method, op] of Object.entries<any>(item)) {
        if (!METHODS.includes(method)) continue;
        expect(Object.keys(op.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
        for (const response of Object.values<any>(op.responses)) expect(typeof response.description).toBe("string");
        for (const param of op.parameters ?? []) {
          expect(["query", "path", "header", "cookie"]).toContain(param.in);
          if (param.in === "path") expect(path).toContain(`{${param.name}}`);
        }
        if (op.operationId) operationIds.push(op.operationId);
      }
    }
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it.each(RESOURCES.map((def) => [def.name, def] as const))("documents %s", (_name, def) => {
    const collection = doc.paths[`/api/${def.name}`];
    const item = doc.paths[`/api/${def.name}/{id}`];
    // Only the operations some role has: a read-only resource (team-members) lists no write.
    const writes = { post: offered(def, "create"), patch: offered(def, "edit"), delete: offered(def, "delete") };
    expect(Object.keys(collection)).toEqual(
      expect.arrayContaining(["get", ...(writes.post || def.attachments ? ["post"] : [])]),
    );
    expect(Object.keys(item).sort()).toEqual(
      ["get", ...(["patch", "delete"] as const).filter((m) => writes[m])].sort(),
    );
    for (const op of [collection.get, collection.post, item.get, item.patch, item.delete].filter(Boolean)) {
      expect(op.tags).toEqual([def.area]);
      expect(op.summary).toContain(def.name);
    }
    expect(collection.get.responses["200"].content["application/json"].schema.type).toBe("array");
    expect(collection.get.parameters.map((p: any) => p.name)).toEqual(
      expect.arrayContaining(["_start", "_end", "_sort", "_order", ...def.list.filters]),
    );
    // What follows is about the writes: a read-only resource has none to check.
    if (!collection.post || !item.patch) return;
    // Files are created by a multipart upload: the owner field, then the file.
    if (def.attachments) {
      expect(collection.post.requestBody.content["multipart/form-data"].schema.required).toEqual([
        def.attachments.owner,
        "file",
      ]);
    } else {
      const create = collection.post.requestBody.content["application/json"].schema;
      expect(create.additionalProperties).toBe(false);
      const children = def.children ? [def.children.field] : [];
      expect(Object.keys(create.properties).sort()).toEqual(
        [...writableFields(def).map(([n]) => n), ...children].sort(),
      );
      expect((create.required ?? []).sort()).toEqual(
        writableFields(def)
          .filter(([, f]) => f.required)
          .map(([n]) => n)
          .sort(),
      );
    }
    expect(collection.post.responses["201"]).toBeDefined();
    const patch = item.patch.requestBody.content["application/json"].schema;
    expect(patch.required).toBeUndefined();
    expect(patch.properties.version.type).toBe("integer");
    expect(item.patch.responses["409"]).toBeDefined();
    // An image field has its upload (multipart, one file) and its removal, both answering the row.
    for (const [field] of imageFields(def)) {
      const image = doc.paths[`/api/${def.name}/{id}/image/${field}`];
      expect(Object.keys(image), field).toEqual(expect.arrayContaining(["post", "delete"]));
      for (const op of [image.post, image.delete]) {
        expect(op.tags).toEqual([def.area]);
        expect(op.summary).toContain(def.name);
        expect(op.responses["200"].content["application/json"].schema.properties[field]).toBeDefined();
        expect(op.responses["403"]).toBeDefined();
        expect(op.responses["404"]).toBeDefined();
      }
      expect(image.post.requestBody.content["multipart/form-data"].schema.required).toEqual(["file"]);
      expect(image.post.responses["422"]).toBeDefined();
    }
  });

  it("serves the interactive documentation as HTML", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body.toLowerCase()).toContain("swagger");
  });
});
