import { expect, it } from "vitest";
import { writableFields, type ResourceDef } from "../../../../resources/index.js";
import { createRecord, fitToField, insertRecords, uniqueToken } from "../../../fixtures/records.js";
import { compareKeys, firstDisorder, sortKey } from "./sort-order.js";
import { ids, list, qs, type SuiteContext } from "./suite-context.js";

// Sorting, accent- and case-free search, and the page window.

/**
 * Whether rows written in one statement share the value of `field`: its bookkeeping time, or any
 * stored field the fixtures do not make unique per row (not id, not a unique field, not a value
 * read from elsewhere).
 */
function canTie(def: ResourceDef, field: string): boolean {
  const f = def.fields[field];
  if (field === "created_at" || field === "updated_at") return true;
  return field !== "id" && !f.unique && !f.lookup && !f.count && !f.readOnly && !f.currentUser;
}
export function listChecks(suite: () => SuiteContext, def: ResourceDef): void {
  const url = `/api/${def.name}`;

  for (const name of def.list.sorters) {
    it(`sorts by ${name} both ways`, async () => {
      const ctx = suite();
      for (let i = 0; i < 3; i++) await createRecord(ctx.admin, def);
      for (const order of ["asc", "desc"] as const) {
        const { rows } = await list(ctx, `${url}?_sort=${name}&_order=${order}&_start=0&_end=100`);
        expect(rows.length).toBeGreaterThan(2);
        expect(
          firstDisorder(
            def.fields[name],
            rows.map((r) => r[name]),
            order,
          ),
          `${name} ${order}`,
        ).toBeNull();
      }
    });
  }

  it("sorts by the declared default, then id, when no _sort is sent", async () => {
    const ctx = suite();
    const { field, order } = def.list.defaultSort;
    // Rows written in one statement share every value they are not made unique on (their
    // created_at too): two such batches give both ties and distinct values to order.
    const inserted = [...(await insertRecords(ctx.admin, def, 3)), ...(await insertRecords(ctx.admin, def, 3))];
    const { rows } = await list(ctx, `${url}?${qs(inserted.map((id) => ["id", id]))}`);
    expect(ids(rows).sort((a, b) => a - b)).toEqual([...inserted].sort((a, b) => a - b));
    const keys = rows.map((r) => sortKey(def.fields[field], r[field]));
    expect(
      firstDisorder(
        def.fields[field],
        rows.map((r) => r[field]),
        order,
      ),
    ).toBeNull();
    const ties: [number, number][] = [];
    for (let i = 1; i < rows.length; i++)
      if (compareKeys(keys[i - 1], keys[i]) === 0) ties.push([rows[i - 1].id, rows[i].id]);
    for (const [before, after] of ties) expect(before, `tie on ${field}`).toBeLessThan(after);
    if (canTie(def, field)) expect(ties.length, `rows tied on ${field}`).toBeGreaterThan(0);
  });

  const searchable = def.list.search.filter((f) => writableFields(def).some(([n]) => n === f));
  for (const name of searchable) {
    it(
      `finds '${name}' ignoring accents and case ` + `(q${def.list.filters.includes(name) ? ` and ${name}_like` : ""})`,
      async () => {
        const ctx = suite();
        const token = uniqueToken();
        // An email cannot hold an accent: it proves case only.
        const isEmail = def.fields[name].type === "email";
        const row = await createRecord(ctx.admin, def, {
          [name]: isEmail ? `cancion.${token}@example.test` : fitToField(`Canción ${token}`, def.fields[name]),
        });
        const probes = isEmail
          ? [`CANCION.${token}`, `cancion.${token.toUpperCase()}`]
          : [`CANCION ${token}`, `cancion ${token.toUpperCase()}`, `CANCIÓN ${token}`];
        for (const probe of probes) {
          expect(ids((await list(ctx, `${url}?${qs([["q", probe]])}`)).rows), `q=${probe}`).toContain(row.id);
          if (def.list.filters.includes(name))
            expect(ids((await list(ctx, `${url}?${qs([[`${name}_like`, probe]])}`)).rows), probe).toContain(row.id);
        }
      },
    );

    // An email cannot hold them.
    if (def.fields[name].type !== "email")
      it(`takes %, _ and \\ in '${name}' as the user's characters, not wildcards`, async () => {
        const ctx = suite();
        const token = uniqueToken();
        const row = await createRecord(ctx.admin, def, { [name]: fitToField(`Plain ${token}`, def.fields[name]) });
        const literal = await createRecord(ctx.admin, def, {
          [name]: fitToField(`50% a_b c\\d ${token}`, def.fields[name]),
        });
        for (const wildcard of ["%", "_", "\\"]) {
          const { rows } = await list(ctx, `${url}?${qs([["q", wildcard]])}&_start=0&_end=100&_sort=id&_order=desc`);
          expect(ids(rows), wildcard).toContain(literal.id);
          expect(ids(rows), wildcard).not.toContain(row.id);
          expect(
            rows.every((r) => def.list.search.some((f) => String(r[f] ?? "").includes(wildcard))),
            wildcard,
          ).toBe(true);
        }
      });
  }

  it("pages with _start/_end, capped at 100 rows, 100 rows when no window is sent", async () => {
    const ctx = suite();
    await insertRecords(ctx.admin, def, 101);
    const capped = await list(ctx, `${url}?_start=0&_end=1000`);
    expect(capped.rows.length).toBe(100);
    expect(capped.total).toBeGreaterThanOrEqual(101);
    expect((await list(ctx, url)).rows.length).toBe(100);
    const page = await list(ctx, `${url}?_start=10&_end=20&_sort=id&_order=asc`);
    const all = await list(ctx, `${url}?_start=0&_end=100&_sort=id&_order=asc`);
    expect(ids(page.rows)).toEqual(ids(all.rows).slice(10, 20));
    const tail = await list(ctx, `${url}?_start=${capped.total - 1}&_end=${capped.total + 50}`);
    expect(tail.rows.length).toBe(1);
    expect((await list(ctx, `${url}?_start=5&_end=5`)).rows).toEqual([]);
    for (const bad of [
      "_start=5&_end=2",
      "_start=-1&_end=5",
      "_start=0&_end=-5",
      "_start=abc",
      "_end=1.5",
      "_start=1e400",
      "_start=1&_start=2",
    ]) {
      const res = await suite().app.inject({
        method: "GET",
        url: `${url}?${bad}`,
        headers: { authorization: `Bearer ${ctx.tokens.admin}`, "x-lang": "en" },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toBe("Invalid pagination");
    }
  });
}
