import Ajv, { type ErrorObject, type SchemaObject } from "ajv";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";
import type { FieldError } from "../errors.js";
import { TIME_PATTERN } from "../../resources/kit/time-of-day.js";
import { INPUT_LIMITS } from "./input-limits.js";

// JSON's 1e999 parses to Infinity, and "1e999" in a query string coerces to it; Ajv counts
// Infinity as an integer, so a field without a maximum would pass it on to the database.
// Every numeric schema therefore also says "finite", one rule for every route.
const FINITE = { integer: "finiteInteger", number: "finiteNumber" } as const;

// Bodies are validated strictly (no coercion, unknown fields refused); ids and query strings
// arrive as text and are coerced. multipleOfPrecision: 2.35 is a multiple of 0.01 although 2.35 / 0.01 is
// 234.99999999999997.
const options = { removeAdditional: false, useDefaults: true, strict: false, multipleOfPrecision: 9 } as const;
const ajvOf = (allErrors: boolean, coerceTypes: false | "array") =>
  withFinite(addFormats(new Ajv({ ...options, allErrors, coerceTypes })));
// A first pass stops at the first mistake: what every valid input costs. Only an invalid one
// small enough (INPUT_LIMITS.fullReportValues) is checked again for all its mistakes, so a
// form learns each of its fields at once while a huge hostile body costs no more than its first.
const AJV = {
  body: { first: ajvOf(false, false), all: ajvOf(true, false) },
  query: { first: ajvOf(false, "array"), all: ajvOf(true, "array") },
};

type Validate = ReturnType<Ajv["compile"]>;
type Checker = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

// Compiled validators by schema text: a validator depends on nothing but its schema, so every
// app built in this process (the API tests build one per file) shares them instead of compiling
// each route's schemas again (most of the time an app took to build).
const compiled = new Map<string, Checker>();

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const part = httpPart === "body" ? "body" : "query";
    const key = `${part}:${JSON.stringify(schema)}`;
    let check = compiled.get(key);
    if (!check) compiled.set(key, (check = checker(part, boundedArrays(finiteNumbers(schema)))));
    return check;
  });
}

function checker(part: keyof typeof AJV, schema: SchemaObject): Checker {
  const first = AJV[part].first.compile(schema);
  let all: Validate | undefined;
  const check: Checker = (data) => {
    if (first(data)) {
      check.errors = null;
      return true;
    }
    let errors = first.errors ?? [];
    if (valuesWithin(data, INPUT_LIMITS.fullReportValues)) {
      // Compiled when first needed: most schemas never see a mistake.
      all ??= AJV[part].all.compile(schema);
      if (!all(data)) errors = all.errors ?? errors;
    }
    check.errors = errors.slice(0, INPUT_LIMITS.errors);
    return false;
  };
  return check;
}

/** Whether the input holds at most `max` values (counted without recursion, stopping at max). */
export function valuesWithin(data: unknown, max: number): boolean {
  const stack: unknown[] = [data];
  let count = 0;
  while (stack.length) {
    const value = stack.pop();
    if (++count > max) return false;
    if (Array.isArray(value)) stack.push(...value.slice(0, max));
    else if (typeof value === "object" && value !== null) stack.push(...Object.values(value).slice(0, max));
  }
  return true;
}

// Keywords whose value is data, not a schema: copied as they are.
const VALUE_KEYWORDS = new Set(["enum", "const", "default", "examples"]);

/** A copy of the schema where every array without maxItems has INPUT_LIMITS.schemaArrayItems. */
export function boundedArrays(schema: unknown): SchemaObject {
  if (Array.isArray(schema)) return schema.map(boundedArrays) as unknown as SchemaObject;
  if (typeof schema !== "object" || schema === null) return schema as SchemaObject;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = VALUE_KEYWORDS.has(key) ? value : boundedArrays(value);
  const types = ([] as unknown[]).concat((schema as { type?: unknown }).type ?? []);
  if (types.includes("array") && out.maxItems === undefined) out.maxItems = INPUT_LIMITS.schemaArrayItems;
  return out as SchemaObject;
}

function withFinite(ajv: Ajv): Ajv {
  for (const keyword of Object.values(FINITE))
    ajv.addKeyword({
      keyword,
      type: "number",
      schemaType: "boolean",
      errors: false,
      validate: (_: boolean, data: number) => Number.isFinite(data),
    });
  return ajv;
}

/** A copy of the schema with the finite keyword on every node that may hold a number. */
export function finiteNumbers(schema: unknown): SchemaObject {
  if (Array.isArray(schema)) return schema.map(finiteNumbers) as unknown as SchemaObject;
  if (typeof schema !== "object" || schema === null) return schema as SchemaObject;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema))
    out[key] =
      key === "enum" || key === "const" || key === "default" || key === "examples" ? value : finiteNumbers(value);
  const types = ([] as unknown[]).concat((schema as { type?: unknown }).type ?? []);
  if (types.includes("integer")) out[FINITE.integer] = true;
  else if (types.includes("number")) out[FINITE.number] = true;
  return out as SchemaObject;
}

/** Turns Ajv's errors into the 422 contract: field → messages as i18n keys. */
export function ajvToFieldErrors(errors: ErrorObject[]): Record<string, FieldError[]> {
  // Field names come from the request ("constructor", "__proto__"): no prototype to collide with.
  const out: Record<string, FieldError[]> = Object.create(null);
  const add = (field: string, error: FieldError) => (out[field || "_"] ??= []).push(error);
  // Infinity also fails the field's maximum; "must be a number" alone says what went wrong.
  const infinite = new Set(
    errors.filter((e) => e.keyword === FINITE.integer || e.keyword === FINITE.number).map((e) => e.instancePath),
  );
  for (const e of errors) {
    if (infinite.has(e.instancePath) && e.keyword !== FINITE.integer && e.keyword !== FINITE.number) continue;
    const field = fieldOfPath(e.instancePath);
    const p = e.params as Record<string, any>;
    switch (e.keyword) {
      case "required":
        add(childPath(e.instancePath, p.missingProperty), { key: "validation:required" });
        break;
      case "additionalProperties":
        add(childPath(e.instancePath, p.additionalProperty), {
          key: "validation:unknownField",
          params: { field: p.additionalProperty },
        });
        break;
      case "minLength":
        add(field, { key: p.limit <= 1 ? "validation:required" : "validation:minLength", params: { min: p.limit } });
        break;
      case "maxLength":
        add(field, { key: "validation:maxLength", params: { max: p.limit } });
        break;
      case "minimum":
        add(field, { key: "validation:gte", params: { min: p.limit } });
        break;
      case "maximum":
        add(field, { key: "validation:lte", params: { max: p.limit } });
        break;
      case "format":
        add(field, {
          key:
            p.format === "email"
              ? "validation:email"
              : p.format === "date"
                ? "validation:date"
                : p.format === "date-time"
                  ? "validation:dateTime"
                  : "validation:invalid",
        });
        break;
      case "pattern":
        add(field, {
          key:
            p.pattern === TIME_PATTERN
              ? "validation:time"
              : /#\[0-9a-fA-F\]\{6\}/.test(p.pattern)
                ? "validation:color"
                : "validation:invalid",
        });
        break;
      case "enum":
        add(field, { key: "validation:oneOf" });
        break;
      case "type": {
        const type = String(p.type);
        add(field, {
          key: type.includes("integer")
            ? "validation:integer"
            : type.includes("number")
              ? "validation:number"
              : type.includes("boolean")
                ? "validation:boolean"
                : "validation:invalid",
        });
        break;
      }
      case FINITE.integer:
        add(field, { key: "validation:integer" });
        break;
      case FINITE.number:
        add(field, { key: "validation:number" });
        break;
      case "multipleOf":
        add(field, { key: "validation:decimals", params: { count: decimalsOf(p.multipleOf) } });
        break;
      case "maxItems":
        add(field, { key: "validation:maxItems", params: { count: p.limit } });
        break;
      case "minProperties":
        add("_", { key: "validation:requiredItem" });
        break;
      default:
        add(field, { key: "validation:invalid" });
    }
  }
  return out;
}

/** 0.01 → 2: how many decimals a multipleOf allows. */
function decimalsOf(step: number): number {
  const text = String(step);
  return text.includes(".") ? text.length - text.indexOf(".") - 1 : 0;
}

// "/lines/2/quantity" names a field of an inline child row: "lines.2.quantity"; "/tags/0" is the
// list field itself, "tags".
function fieldOfPath(instancePath: string): string {
  const parts = instancePath.replace(/^\//, "").split("/");
  return parts.length >= 3 && /^\d+$/.test(parts[1]) ? parts.slice(0, 3).join(".") : parts[0];
}

/** A property missing or unknown in an item of a list ("/lines/0" and "unit_price": "lines.0.unit_price"). */
function childPath(instancePath: string, property: string): string {
  const parts = instancePath.replace(/^\//, "").split("/");
  return parts.length === 2 && /^\d+$/.test(parts[1]) ? `${parts[0]}.${parts[1]}.${property}` : property;
}
