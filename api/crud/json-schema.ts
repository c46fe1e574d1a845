import { SYSTEM_FIELDS, TIME_PATTERN, writableFields, type FieldDef, type ResourceDef } from "../../resources/index.js";
import { INT4_MAX, INT4_MIN, isNullable } from "./field-kinds.js";
import { childrenSchema } from "./child-rows.js";

const ROW_PERMISSIONS_SCHEMA = {
  type: "object",
  description: "Whether the signed-in user may edit or delete this row (reads only)",
  properties: { edit: { type: "boolean" }, delete: { type: "boolean" } },
  required: ["edit", "delete"],
};

// JSON schemas derived from the declaration: Fastify validates bodies with them and
// @fastify/swagger documents the API with them, so neither can drift from the resource.

export type JsonSchema = Record<string, unknown>;

export const MAX_REFERENCES = 50;
export const MAX_CHOICES = 20;
export const MAX_TAGS = 20;
const DEFAULT_TAG_LENGTH = 100;
const CHOICE_SCHEMA: JsonSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    id: { type: "string", pattern: "^[a-z0-9]{1,12}$" },
    label: { type: "string", minLength: 1, maxLength: 200 },
    points: { type: "integer", minimum: 0, maximum: 100 },
  },
  required: ["label", "points"],
};

/** Text fields without a declared limit still get one: nothing unbounded reaches the database. */
const DEFAULT_MAX_LENGTH = 10_000;
export const COLOR_PATTERN = "^#[0-9a-fA-F]{6}$";

function valueSchema(field: FieldDef): JsonSchema {
  switch (field.type) {
    case "string":
    case "text":
    case "icon":
      return { type: "string", ...lengths(field) };
    case "email":
      return { type: "string", format: "email", ...lengths(field) };
    case "color":
      return { type: "string", pattern: COLOR_PATTERN, ...lengths(field) };
    case "integer":
      return { type: "integer", minimum: field.min ?? INT4_MIN, maximum: field.max ?? INT4_MAX };
    case "number":
      return {
        type: "number",
        ...(field.min !== undefined && { minimum: field.min }),
        ...(field.max !== undefined && { maximum: field.max }),
      };
    case "boolean":
      return { type: "boolean" };
    case "enum":
      return { type: "string", enum: [...(field.options ?? [])] };
    case "date":
      return { type: "string", format: "date" };
    case "datetime":
      return { type: "string", format: "date-time" };
    case "reference":
      return { type: "integer", minimum: 1, maximum: INT4_MAX, description: `id of ${field.reference}` };
    case "money":
      return {
        type: "integer",
        minimum: field.min ?? 0,
        maximum: field.max ?? Number.MAX_SAFE_INTEGER,
        description: "Integer cents",
      };
    case "references":
      return {
        type: "array",
        items: { type: "integer", minimum: 1, maximum: INT4_MAX },
        uniqueItems: true,
        maxItems: MAX_REFERENCES,
        description: `ids of ${field.reference}`,
      };
    case "choices":
      return {
        type: "array",
        maxItems: MAX_CHOICES,
        items: CHOICE_SCHEMA,
        description: "Options, each worth points; an option without id gets one",
      };
    case "tags":
      // Labels are trimmed before validation (body-input.ts), so a blank one is too short.
      return {
        type: "array",
        items: { type: "string", minLength: 1, maxLength: field.maxLength ?? DEFAULT_TAG_LENGTH },
        uniqueItems: true,
        maxItems: MAX_TAGS,
        description: "Free labels, each trimmed",
      };
    case "time":
      return { type: "string", pattern: TIME_PATTERN, description: "A time of day, HH:MM (24-hour clock)" };
    // Only ever answered: bodies never hold it (isServerField), its upload route writes it.
    case "image":
      return {
        type: "string",
        description: "Path of the stored PNG or JPG under /api/ (files/images/<name>); set by POST …/image/<field>",
      };
  }
}

function lengths(field: FieldDef): JsonSchema {
  // A required text needs at least one character; "  " is trimmed to "" before validation.
  const min = field.minLength ?? (field.required ? 1 : undefined);
  return { ...(min !== undefined && { minLength: min }), maxLength: field.maxLength ?? DEFAULT_MAX_LENGTH };
}

function nullable(schema: JsonSchema): JsonSchema {
  const type = schema.type as string;
  const out: JsonSchema = { ...schema, type: [type, "null"] };
  if (Array.isArray(schema.enum)) out.enum = [...schema.enum, null];
  return out;
}

export function inputSchema(field: FieldDef, withDefault: boolean): JsonSchema {
  const base = valueSchema(field);
  const schema = isNullable(field) ? nullable(base) : base;
  return withDefault && field.default !== undefined ? { ...schema, default: field.default } : schema;
}

export function createBodySchema(def: ResourceDef): JsonSchema {
  const fields = writableFields(def);
  return {
    type: "object",
    additionalProperties: false,
    properties: {
      ...Object.fromEntries(fields.map(([name, f]) => [name, inputSchema(f, true)])),
      ...(def.children && { [def.children.field]: childrenSchema(def.children, false) }),
    },
    required: fields.filter(([, f]) => f.required).map(([name]) => name),
  };
}

export function patchBodySchema(def: ResourceDef): JsonSchema {
  return {
    type: "object",
    additionalProperties: false,
    properties: {
      ...Object.fromEntries(writableFields(def).map(([name, f]) => [name, inputSchema(f, false)])),
      ...(def.children && { [def.children.field]: childrenSchema(def.children, true) }),
      version: {
        type: "integer",
        minimum: 1,
        maximum: INT4_MAX,
        description: "The version read; a different current version answers 409",
      },
    },
  };
}

/** One row as every route answers it (timestamps as ISO strings). */
export function rowSchema(def: ResourceDef): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(def.fields).map(([name, f]) => {
      const base = valueSchema(f);
      const type = base.type as string;
      // Bookkeeping columns always hold a value; computed values (a lookup, a completion time, a
      // count the reader may not see: count-scope.ts) may be null like any optional field.
      const alwaysSet = Object.hasOwn(SYSTEM_FIELDS, name);
      const orNull = isNullable(f) && !alwaysSet;
      const out: JsonSchema = { type: orNull ? [type, "null"] : type };
      if (base.format) out.format = base.format;
      if (base.items) out.items = base.items;
      // An enum lists every value the field may hold, null too (OpenAPI 3.0 refuses a null it lacks).
      if (f.type === "enum") out.enum = orNull ? [...(base.enum as unknown[]), null] : base.enum;
      return [name, out];
    }),
  );
  // `_can` (row-permissions.ts) comes with reads only, and staff-only fields never reach a
  // client (staff-only.ts), so neither is required.
  const required = Object.entries(def.fields)
    .filter(([, f]) => !f.staffOnly)
    .map(([name]) => name);
  // Children (an invoice's lines) come with the answers of show and of the writes, not with lists.
  const children = def.children
    ? { [def.children.field]: { type: "array", items: { type: "object", additionalProperties: true } } }
    : {};
  return { type: "object", properties: { ...properties, ...children, _can: ROW_PERMISSIONS_SCHEMA }, required };
}

/**
 * The answer of a route that sends a file, not JSON (a CSV, a PDF, a calendar): its media types for
 * the document. The handler sends the bytes as they are; nothing is serialized by this schema.
 */
export function fileAnswer(description: string, ...mediaTypes: string[]): JsonSchema {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: "string", format: "binary" } }])),
  };
}

export const idParamsSchema: JsonSchema = {
  type: "object",
  properties: { id: { type: "string", pattern: "^[1-9][0-9]{0,9}$", description: "Row id (1 to 2147483647)" } },
  required: ["id"],
};

/** Every error answer; the document names it once (components.schemas.Error, by its title). */
export const errorSchema: JsonSchema = {
  title: "Error",
  type: "object",
  properties: {
    message: { type: "string" },
    data: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
    confirm: {
      type: "string",
      description: "A warning the user may accept: repeat the request with header x-confirm set to this value",
    },
    duplicates: {
      type: "array",
      description: "With confirm lead-duplicates: the leads the new one seems to repeat",
      items: {
        type: "object",
        properties: {
          id: { type: "integer" },
          name: { type: "string" },
          owner_id: { type: ["integer", "null"] },
          owner_name: { type: ["string", "null"] },
          reasons: { type: "array", items: { type: "string" } },
          readable: { type: "boolean" },
        },
      },
    },
    request_id: { type: "string", description: "With a 500 or a 503: the id the server's logs know the request by" },
  },
  required: ["message"],
};
