import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { defineResource, getResource } from "../../../resources/index.js";
import { createBodySchema, patchBodySchema, rowSchema } from "../../../api/crud/json-schema.js";
import { normalizeBody } from "../../../api/crud/body-input.js";

// The same Ajv options the API validates bodies with (api/plugins/validation.ts).
const ajv = addFormats(
  new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: true, strict: false }),
);

const def = defineResource({
  name: "samples",
  table: "samples",
  area: "settings",
  route: "/samples",
  labelField: "title",
  fields: {
    title: { type: "string", required: true, minLength: 2, maxLength: 10 },
    notes: { type: "text" },
    email: { type: "email", maxLength: 254 },
    color: { type: "color", default: "#1677ff" },
    level: { type: "enum", options: ["low", "high"] },
    starts: { type: "date" },
    at: { type: "datetime" },
    ratio: { type: "number", min: 0, max: 1 },
    parent_id: { type: "reference", reference: "lead-services" },
    used: { type: "integer", readOnly: true, count: { table: "x", foreignKey: "sample_id" } },
  },
  list: { columns: [], filters: [], sorters: [], search: [], defaultSort: { field: "id", order: "asc" } },
  permissions: {},
});

function check(schema: object, body: unknown): { ok: boolean; body: unknown; errors: string[] } {
  const validate = ajv.compile(schema);
  const copy = structuredClone(body);
  normalizeBody(def, copy);
  const ok = validate(copy) as boolean;
  return {
    ok,
    body: copy,
    errors: (validate.errors ?? []).map(
      (e) => `${e.instancePath || e.params.missingProperty || e.params.additionalProperty}:${e.keyword}`,
    ),
  };
}

describe("body schemas from a declaration", () => {
  it("creates: required fields required, defaults applied, text trimmed, blank optional text null", () => {
    const result = check(createBodySchema(def), { title: "  Hello ", notes: "   " });
    expect(result.ok).toBe(true);
    expect(result.body).toEqual({ title: "Hello", notes: null, color: "#1677ff" });
    expect(check(createBodySchema(def), {}).errors).toEqual(["title:required"]);
    expect(check(createBodySchema(def), { title: "   " }).errors).toEqual(["/title:minLength"]);
  });

  it("refuses read-only, computed and unknown fields", () => {
    for (const extra of ["id", "version", "created_at", "updated_at", "used", "other"]) {
      expect(check(createBodySchema(def), { title: "Hello", [extra]: 1 }).errors).toEqual([
        `${extra}:additionalProperties`,
      ]);
    }
  });

  it("checks each type", () => {
    const bad = {
      title: "Hi",
      email: "nope",
      color: "#12345",
      level: "mid",
      starts: "2024-02-30",
      at: "2024-01-01",
      ratio: 2,
      parent_id: 0,
    };
    expect(check(createBodySchema(def), bad).errors.sort()).toEqual(
      [
        "/at:format",
        "/color:pattern",
        "/email:format",
        "/level:enum",
        "/parent_id:minimum",
        "/ratio:maximum",
        "/starts:format",
      ].sort(),
    );
    const good = {
      title: "Hi",
      email: "a@b.es",
      color: "#A1b2C3",
      level: "high",
      starts: "2024-02-29",
      at: "2024-01-01T10:00:00Z",
      ratio: 0.5,
      parent_id: 3,
    };
    expect(check(createBodySchema(def), good).ok).toBe(true);
    const nulls = {
      title: "Hi",
      notes: null,
      email: null,
      level: null,
      starts: null,
      at: null,
      ratio: null,
      parent_id: null,
    };
    expect(check(createBodySchema(def), nulls).ok).toBe(true);
    expect(check(createBodySchema(def), { title: "Hi", color: null }).errors).toEqual(["/color:type"]);
  });

  it("patches: everything optional, no defaults, a version", () => {
    const result = check(patchBodySchema(def), {});
    expect(result).toEqual({ ok: true, body: {}, errors: [] });
    expect(check(patchBodySchema(def), { version: 3, notes: "x" }).ok).toBe(true);
    expect(check(patchBodySchema(def), { version: "3" }).errors).toEqual(["/version:type"]);
  });

  it("describes rows with every field, nullable where a value may be missing", () => {
    const row = rowSchema(def) as { properties: Record<string, { type: unknown }> };
    expect(row.properties.id.type).toBe("integer");
    // A count is null for a reader who may not list the counted rows (count-scope.ts).
    expect(row.properties.used.type).toEqual(["integer", "null"]);
    expect(row.properties.notes.type).toEqual(["string", "null"]);
    expect(row.properties.color.type).toBe("string");
    expect(row.properties.title.type).toBe("string");
  });

  it("matches the project-states declaration", () => {
    const schema = createBodySchema(getResource("project-states")!) as {
      required: string[];
      properties: Record<string, { default?: unknown }>;
    };
    expect(schema.required).toEqual(["name"]);
    expect(schema.properties.active.default).toBe(true);
    expect(schema.properties.projects_count).toBeUndefined();
  });
});
