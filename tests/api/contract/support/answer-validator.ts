import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

// Real answers checked against the document with Ajv in strict mode: a schema Ajv would have to
// guess about (an unknown keyword or format, a `required` property it does not define, a keyword
// that does not fit the type) fails as loudly as an answer that does not match it. Ajv knows
// OpenAPI 3.0's `nullable`, and like OpenAPI an `enum` must list null for null to pass.

export type OpenApiDocument = Record<string, any>;
export type Operation = Record<string, any>;

// Keywords of OpenAPI's schema object that JSON Schema draft-07 lacks; they only annotate.
const OPENAPI_ANNOTATIONS = ["example", "xml", "externalDocs", "discriminator"];

export interface Verdict {
  ok: boolean;
  errors: string;
}

export class AnswerValidator {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<object, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    this.ajv = addFormats(new Ajv({ strict: true, allErrors: true }));
    this.ajv.addVocabulary(OPENAPI_ANNOTATIONS);
  }

  /** The schema the operation declares for this status and media type, or why there is none. */
  declared(operation: Operation, status: number, mediaType: string): { schema?: object; missing?: string } {
    const answer = operation.responses?.[String(status)] ?? operation.responses?.[`${String(status)[0]}XX`];
    if (!answer)
      return {
        missing: `status ${status} is not declared (declared: ${Object.keys(operation.responses ?? {}).join(", ")})`,
      };
    const content = answer.content ?? {};
    const media = content[mediaType];
    if (!media)
      return {
        missing:
          `media type ${mediaType} is not declared for ${status} (declared: `
          + `${Object.keys(content).join(", ") || "none"})`,
      };
    return { schema: media.schema };
  }

  check(schema: object, body: unknown): Verdict {
    let validate = this.compiled.get(schema);
    if (!validate) this.compiled.set(schema, (validate = this.ajv.compile(this.resolved(schema) as object)));
    const ok = validate(body) as boolean;
    return { ok, errors: ok ? "" : this.ajv.errorsText(validate.errors, { separator: "\n" }).slice(0, 2000) };
  }

  /** Local references (#/components/schemas/…) written out, so each schema compiles on its own. */
  private resolved(node: unknown, depth = 0): unknown {
    if (depth > 50) throw new Error("schema nested too deep (a reference cycle?)");
    if (Array.isArray(node)) return node.map((n) => this.resolved(n, depth + 1));
    if (typeof node !== "object" || node === null) return node;
    const ref = (node as { $ref?: string }).$ref;
    if (ref) {
      const target = ref
        .replace(/^#\//, "")
        .split("/")
        .reduce<any>((at, key) => at?.[key], this.doc);
      if (!target) throw new Error(`unresolved reference ${ref}`);
      return this.resolved(target, depth + 1);
    }
    // Specification extensions (x-…) only annotate, like the OpenAPI keywords above.
    const own = Object.entries(node).filter(([key]) => !key.startsWith("x-"));
    return Object.fromEntries(own.map(([key, value]) => [key, this.resolved(value, depth + 1)]));
  }
}

/** `application/json; charset=utf-8` → `application/json`. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}
