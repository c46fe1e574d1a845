// The dashboard's answer as JSON Schema: the OpenAPI document's, and what serializes it. Every
// object holding a list link says, in `x-counts`, which of its figures is the size of that list
// (a property path, or several added up), or null when none is (an amount, hours): tests walk
// the answer with it, so a figure added later is checked against its list without a new test.

type Schema = Record<string, unknown>;
/** Link property → the figure(s) that count its rows, or null. */
type Counts = Record<string, string | string[] | null>;

const counting = (schema: Schema, counts: Counts): Schema => ({ ...schema, "x-counts": counts });

const object = (properties: Record<string, Schema>, description?: string): Schema => ({
  type: "object",
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
  ...(description && { description }),
});
const n: Schema = { type: "number" };
const nOrNull: Schema = { type: ["number", "null"] };
const int: Schema = { type: "integer" };
const str: Schema = { type: "string" };
const strOrNull: Schema = { type: ["string", "null"] };
const bool: Schema = { type: "boolean" };
const list = (items: Schema, description?: string): Schema => ({
  type: "array",
  items,
  ...(description && { description }),
});
const date: Schema = { type: "string", format: "date" };
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
const figure: Schema = counting(
  { type: "object", additionalProperties: false, required: ["value"], properties: { value: n, link: linkSchema } },
  { link: "value" },
);
/** An object of figures and the list behind them, `counts` naming the figure(s) that count its rows. */
const linked = (properties: Record<string, Schema>, counts: string | string[] | null) =>
  counting(object({ ...properties, link: linkSchema }), { link: counts });
const counted = (extra: Record<string, Schema> = {}) => linked({ count: int, ...extra }, "count");
/** A figure of the range against the previous period; `counts`: whether the figures count the lists' rows. */
const comparison = (counts: boolean) =>
  counting(object({ current: n, previous: n, current_link: linkSchema, previous_link: linkSchema }), {
    current_link: counts ? "current" : null,
    previous_link: counts ? "previous" : null,
  });
const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: "null" }] });

const sales = object({
  pipeline: linked({ open: figure, open_value: n, weighted_value: n }, "open.value"),
  won: object({ current: counted({ value: n }), previous: counted({ value: n }) }),
  leads_by_status: list(
    counted({ id: { type: ["integer", "null"] }, name: str, color: strOrNull }),
    "Leads created in the range, by status",
  ),
  leads_by_source: list(counted({ source: strOrNull }), "The same leads, by source"),
  funnel: nullable(
    object({
      pipeline_id: int,
      pipeline_name: str,
      stages: list(counted({ id: int, name: str, value: n, reached: int })),
    }),
  ),
  overdue_follow_ups: figure,
  campaigns: list(
    linked({ id: int, name: str, leads: int, budget: nOrNull, cost_per_lead: nOrNull }, "leads"),
    "Top 10 by cost per lead",
  ),
});

const projects = object({
  active: figure,
  at_risk: counted({
    items: list(
      object({
        id: int,
        name: str,
        progress: n,
        elapsed_percent: nOrNull,
        estimated_hours: nOrNull,
        actual_hours: n,
        behind: bool,
        over_hours: bool,
      }),
    ),
  }),
  hours_this_week: list(linked({ user_id: int, name: str, hours: n }, null)),
  my_tasks_due_this_week: counted({
    items: list(object({ id: int, name: str, project_id: int, project_name: str, due_date: date })),
  }),
});

const support = object({
  open_by_status: list(counted({ status: str })),
  sla: object({ at_risk: figure, breached: figure }),
  first_response_median_minutes: nOrNull,
  resolution_median_minutes: nOrNull,
  satisfaction: counted({ average: nOrNull, satisfied_percent: nOrNull }),
});

const bucket: Schema = { type: "string", enum: ["1-30", "31-60", "61-90", "90+"] };
const billing = object({
  invoiced: comparison(false),
  overdue: counted({ amount: n, aging: list(counted({ bucket, amount: n })) }),
  unbilled: linked({ hours: n, amount: n }, null),
  // The VeriFactu records waiting to be sent and those the agency rejected; null for whoever may
  // not read the records (resources/kit/api-paths.ts: their list is /api/verifactu/records).
  verifactu: nullable(object({ pending: counted(), rejected: counted() })),
});

const education = object({
  occupancy: list(
    linked({ id: int, name: str, seats: int, confirmed: int, pending: int, waitlisted: int }, [
      "confirmed",
      "pending",
      "waitlisted",
    ]),
  ),
  totals: linked({ courses: int, seats: int, taken: int, waitlisted: int, courses_with_waitlist: int }, "courses"),
  registrations: comparison(true),
});

const client = object({
  projects: list(object({ id: int, name: str, progress: n, end_date: { type: ["string", "null"], format: "date" } })),
  open_tickets: figure,
  invoices_due: counted({
    amount: n,
    items: list(
      object({ id: int, number: str, due_date: { type: ["string", "null"], format: "date" }, outstanding: n }),
    ),
  }),
});

const sections = { sales, projects, support, billing, education, client };

export const dashboardSchema: Schema = {
  type: "object",
  additionalProperties: false,
  required: ["range"],
  description: "Sections are present only for users who may list the resource behind them; money in cents",
  properties: { range: object({ from: date, to: date, previous: period, week: period }), ...sections },
};

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
