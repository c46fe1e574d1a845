import { expect, it } from "vitest";
import {
  getResource,
  isComputedField,
  isServerField,
  type FieldDef,
  type ResourceDef,
} from "../../../../resources/index.js";
import { createRecord, fitToField, uniqueToken } from "../../../fixtures/records.js";
import { ids, list, qs, request, type SuiteContext } from "./suite-context.js";
import { SERVER_SET_STATES } from "./server-set-states.js";

const TEXTUAL = ["string", "text", "email", "color", "icon", "enum"];
const NUMERIC = ["integer", "number", "reference", "money"];
// ISO dates and times, and times of day ("HH:MM"), order like their text, so one comparison serves all.
const ORDERED = [...NUMERIC, "date", "datetime", "time"];

/**
 * Three distinct values a writable field can take (references: left to the record builder).
 * Dates stay clear of the samples' own: earlier than them, or later for a field that may not be
 * earlier than another (an end).
 */
function threeValues(field: FieldDef): unknown[] | null {
  if (isServerField(field) || field.type === "reference") return null;
  return valuesOfType(field);
}

/** Three distinct values of the field's type, within its limits. */
function valuesOfType(field: FieldDef): unknown[] {
  if (field.type === "enum") {
    const options = field.options!;
    return [options[2 % options.length], options[0], options[1 % options.length]];
  }
  if (field.type === "date") return ["13", "11", "12"].map((d) => (field.notBefore ? `2024-09-${d}` : `2024-03-${d}`));
  if (field.type === "datetime")
    return ["03", "01", "02"].map((m) =>
      field.notBefore ? `2024-05-17T13:${m}:00.000Z` : `2024-05-17T09:${m}:00.000Z`,
    );
  if (field.type === "time") return ["03", "01", "02"].map((m) => (field.notBefore ? `18:${m}` : `07:${m}`));
  if (field.type === "boolean") return [true, false, true];
  if (field.type === "integer" || field.type === "number" || field.type === "money") {
    const min = field.min ?? 0;
    return [min + 3, min + 1, min + 2];
  }
  if (field.type === "color") return ["#a1b2c3", "#0000ff", "#00ff00"];
  const token = uniqueToken();
  if (field.type === "email") return ["one", "two", "three"].map((w) => `${w}.${token}@example.test`);
  return ["one", "two", "three"].map((w) => fitToField(`${w} ${token}`, field));
}

// Every declared filter with each operator the field's type supports, scoped to three fresh rows.
export function filterChecks(suite: () => SuiteContext, def: ResourceDef): void {
  const url = `/api/${def.name}`;
  for (const name of def.list.filters) {
    const field = def.fields[name];
    // A list of ids "equals" a value when it holds it: tests/api/crm/lead-lists.test.ts.
    if (field.type === "references") continue;
    if (field.type === "tags") {
      tagsFilterCheck(suite, def, name);
      continue;
    }
    it(
      `filters by ${name} (eq, in, `
        + `ne${ORDERED.includes(field.type) ? ", gte, lte" : ""}${TEXTUAL.includes(field.type) ? ", like" : ""})`,
      async () => {
        const ctx = suite();
        const values = threeValues(field);
        let rows: Record<string, any>[] = [];
        for (const v of values ?? [undefined, undefined, undefined])
          rows.push(await createRecord(ctx.admin, def, v === undefined ? {} : { [name]: v }));
        // A value only the server sets (a lead's converted client, a ticket's rating) is empty on
        // fresh rows: they reach it by the route that sets it, or else the test writes three to the
        // table, as the server would. A value that only holds with others (a number only on an issued
        // invoice) must have its route in server-set-states.ts: the check fails until it has.
        if (isServerField(field) && rows.every((r) => r[name] === null)) {
          const reach = SERVER_SET_STATES[`${def.name}.${name}`];
          if (reach) {
            for (const row of rows) await reach(ctx, row);
            rows = await Promise.all(
              rows.map(async (r) => (await request(ctx, { method: "GET", url: `${url}/${r.id}` })).json()),
            );
            expect(
              rows.map((r) => r[name]).filter((v) => v !== null).length,
              `${def.name}.${name} set by its route`,
            ).toBe(3);
          } else {
            const seeded = await withServerValues(ctx, def, name, rows);
            expect(seeded, `${def.name}.${name}: declare its route in server-set-states.ts`).not.toBeTypeOf("string");
            rows = seeded as Record<string, any>[];
          }
        }
        const [a, b, c] = rows;
        const scope: [string, unknown][] = rows.map((r) => ["id", r.id]);
        const inScope = async (params: [string, unknown][]) =>
          ids((await list(ctx, `${url}?${qs([...params, ...(name === "id" ? [] : scope)])}`)).rows).sort();
        const expected = (pred: (v: unknown) => boolean) =>
          rows
            .filter((r) => pred(r[name]))
            .map((r) => r.id)
            .sort();

        expect(await inScope([[name, a[name]]])).toEqual(expected((v) => v === a[name]));
        const all = await list(ctx, `${url}?${qs([[name, a[name]]])}`);
        expect(all.rows.length).toBeGreaterThan(0);
        expect(all.rows.every((r) => r[name] === a[name])).toBe(true);
        expect(all.rows.length).toBe(Math.min(all.total, 100));
        expect(
          await inScope([
            [name, a[name]],
            [name, b[name]],
          ]),
        ).toEqual(expected((v) => v === a[name] || v === b[name]));
        if (name !== "id") expect(await inScope([[`${name}_ne`, a[name]]])).toEqual(expected((v) => v !== a[name]));
        if (ORDERED.includes(field.type)) {
          const mid = b[name] as number;
          const gte =
            name === "id"
              ? (
                  await list(
                    ctx,
                    `${url}?${qs([
                      [`id_gte`, mid],
                      ["id_lte", c.id],
                    ])}`,
                  )
                ).rows
              : null;
          // Rows a record needs (a reply's parent comment) may have been created between b and c.
          if (gte) {
            expect(ids(gte)).toEqual(expect.arrayContaining([b.id, c.id]));
            expect(ids(gte).every((id) => id >= mid && id <= c.id)).toBe(true);
          } else {
            expect(await inScope([[`${name}_gte`, mid]])).toEqual(expected((v) => (v as number) >= mid));
            expect(await inScope([[`${name}_lte`, mid]])).toEqual(expected((v) => (v as number) <= mid));
          }
        }
        if (TEXTUAL.includes(field.type) && typeof c[name] === "string") {
          const middle = (c[name] as string).slice(1, -1).toUpperCase();
          expect(await inScope([[`${name}_like`, middle]])).toContain(c.id);
        }
      },
    );
  }

  it("refuses a value the filtered field cannot hold (400 errors:invalidFilterValue)", async () => {
    const ctx = suite();
    const bad: Record<string, string[]> = {
      integer: ["abc", "1.5", "2147483648", "1e3"],
      reference: ["abc", "-"],
      boolean: ["maybe", "yes"],
      date: ["2024-02-30"],
      datetime: ["yesterday"],
      time: ["25:00", "7:5"],
    };
    for (const name of def.list.filters) {
      for (const value of bad[def.fields[name].type] ?? []) {
        const res = await request(ctx, { method: "GET", url: `${url}?${qs([[name, value]])}`, lang: "en" });
        expect(res.statusCode, `${name}=${value}`).toBe(400);
        expect(res.json().message).toBe(`Invalid value for filter ${name}`);
      }
    }
  });

  it("refuses unknown filters and sort fields (400)", async () => {
    const ctx = suite();
    const unknown = await request(ctx, { method: "GET", url: `${url}?bogus=1`, lang: "en" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: "Query parameter not allowed: bogus",
      data: "Query parameter not allowed: bogus",
    });
    const notFilterable = Object.keys(def.fields).find((f) => !def.list.filters.includes(f))!;
    expect((await request(ctx, { method: "GET", url: `${url}?${notFilterable}=1` })).statusCode).toBe(400);
    const sort = await request(ctx, { method: "GET", url: `${url}?_sort=bogus&_order=asc`, lang: "en" });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toBe("Cannot sort by: bogus");
    const order = await request(ctx, { method: "GET", url: `${url}?_sort=id&_order=sideways`, lang: "en" });
    expect(order.statusCode).toBe(400);
  });
}

/**
 * The rows after setting the server-set field to three distinct values straight in the table, or
 * why that cannot be done alone (the database refuses it, or the value does not show).
 */
async function withServerValues(
  ctx: SuiteContext,
  def: ResourceDef,
  name: string,
  rows: Record<string, any>[],
): Promise<Record<string, any>[] | string> {
  const field = def.fields[name];
  expect(isComputedField(field), `${def.name}.${name} is computed from other values, so it cannot be set`).toBe(false);
  const values: unknown[] = [];
  if (field.type === "reference") {
    for (let i = 0; i < rows.length; i++)
      values.push((await createRecord(ctx.admin, getResource(field.reference!)!)).id);
  } else values.push(...valuesOfType(field));
  const shown: Record<string, any>[] = [];
  for (const [i, row] of rows.entries()) {
    try {
      await ctx.db
        .updateTable(def.table)
        .set({ [name]: values[i] })
        .where("id", "=", row.id)
        .execute();
    } catch (error) {
      return `the database refuses it alone (${(error as Error).message})`;
    }
    shown.push((await request(ctx, { method: "GET", url: `/api/${def.name}/${row.id}` })).json());
  }
  return shown.some((r) => r[name] === null) ? "the server does not show it set alone" : shown;
}

// Labels: `f=a` matches the rows holding a, repeated values any of them, `f_ne` the others.
function tagsFilterCheck(suite: () => SuiteContext, def: ResourceDef, name: string): void {
  const url = `/api/${def.name}`;
  it(`filters by ${name} (holds any of the labels, ne)`, async () => {
    const ctx = suite();
    const field = def.fields[name];
    const token = uniqueToken();
    const [x, y, z] = ["x", "y", "z"].map((w) => fitToField(`${w} ${token}`, field));
    const rows = [];
    for (const labels of [[x, y], [y], [z]]) rows.push(await createRecord(ctx.admin, def, { [name]: labels }));
    const [a, b, c] = rows;
    expect(a[name]).toEqual([x, y]);
    const found = async (params: [string, unknown][]) => ids((await list(ctx, `${url}?${qs(params)}`)).rows).sort();
    const sorted = (...list: number[]) => [...list].sort();
    expect(await found([[name, x]])).toEqual([a.id]);
    expect(await found([[name, y]])).toEqual(sorted(a.id, b.id));
    expect(
      await found([
        [name, x],
        [name, z],
      ]),
    ).toEqual(sorted(a.id, c.id));
    const scope: [string, unknown][] = rows.map((r) => ["id", r.id]);
    expect(await found([[`${name}_ne`, y], ...scope])).toEqual([c.id]);
  });
}
