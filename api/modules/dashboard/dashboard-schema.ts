// The dashboard's answer as JSON Schema: the OpenAPI document's, and what serializes it. Every
// object holding a list link says, in `x-counts`, which of its figures is the size of that list
// (a property path, or several added up), or null when none is (an amount, hours): tests walk
// the answer with it, so a figure added later is checked against its list without a new test.

export type Schema = Record<string, unknown>;
/** Link property → the figure(s) that count its rows, or null. */
type Counts = Record<string, string | string[] | null>;

const counting = (schema: Schema, counts: Counts): Schema => ({ ...schema, "x-counts": counts });

export const object = (properties: Record<string, Schema>, description?: string): Schema => ({
  type: "object",
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
  ...(description && { description }),
});
export const n: Schema = { type: "number" };
export const nOrNull: Schema = { type: ["number", "null"] };
export const int: Schema = { type: "integer" };
export const str: Schema = { type: "string" };
export const strOrNull: Schema = { type: ["string", "null"] };
export const bool: Schema = { type: "boolean" };
export const list = (items: Schema, description?: string): Schema => ({
  type: "array",
  items,
  ...(description && { description }),
});
export const date: Schema = { type: "string", format: "date" };
const period = object({ from: date, to: date });

export const linkSchema: Schema = object(
  {
    resource: str,
    query: {
      type: "object",
      additionalProperties: { anyOf: [str, list(str)] },
      description: "The list's own query parameters (field=value, field_gte, field_lte, field_ne, derived filters)",
    },
  },
  "The list behind a figure: GET /api/<resource>?<query> answers its count in x-total-count",
);
export const figure: Schema = counting(
  { type: "object", additionalProperties: false, required: ["value"], properties: { value: n, link: linkSchema } },
  { link: "value" },
);
/** An object of figures and the list behind them, `counts` naming the figure(s) that count its rows. */
export const linked = (properties: Record<string, Schema>, counts: string | string[] | null) =>
  counting(object({ ...properties, link: linkSchema }), { link: counts });
export const counted = (extra: Record<string, Schema> = {}) => linked({ count: int, ...extra }, "count");
/** A figure of the range against the previous period; `counts`: whether the figures count the lists' rows. */
export const comparison = (counts: boolean) =>
  counting(object({ current: n, previous: n, current_link: linkSchema, previous_link: linkSchema }), {
    current_link: counts ? "current" : null,
    previous_link: counts ? "previous" : null,
  });
export const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: "null" }] });

/** The answer's schema: the range and each registered section under its name (present or not). */
export function dashboardSchemaOf(sections: readonly { name: string; schema: Schema }[]): Schema {
  return {
    type: "object",
    additionalProperties: false,
    required: ["range"],
    description: "Sections are present only for users who may list the resource behind them; money in cents",
    properties: {
      range: object({ from: date, to: date, previous: period, week: period }),
      ...Object.fromEntries(sections.map((section) => [section.name, section.schema])),
    },
  };
}

export const dashboardQuerySchema: Schema = {
  type: "object",
  additionalProperties: false,
  properties: {
    from: { type: "string", description: "YYYY-MM-DD; default: the first day of the month of `to`" },
    to: {
      type: "string",
      description: "YYYY-MM-DD; default: today in the company's time zone (at most 366 days after `from`)",
    },
  },
};
