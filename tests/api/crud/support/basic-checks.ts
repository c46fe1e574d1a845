import { expect, it } from "vitest";
import { writableFields, type ResourceDef } from "../../../../resources/index.js";
import { createRecord, requiredOnly, sampleRecord } from "../../../fixtures/records.js";
import { ids, list, request, type SuiteContext } from "./suite-context.js";

// Create, read, list, getMany, update with versions, delete: the life of one row.
export function basicChecks(suite: () => SuiteContext, def: ResourceDef): void {
  const url = `/api/${def.name}`;

  it("creates with only the required fields (201), applying defaults, and shows it", async () => {
    const ctx = suite();
    const body = await requiredOnly(ctx.admin, def);
    const res = await request(ctx, { method: "POST", url, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json();
    expect(row.id).toBeGreaterThan(0);
    expect(row.version).toBe(1);
    expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
    for (const [name, field] of writableFields(def)) {
      if (Object.hasOwn(body, name)) expect(row[name], name).toEqual(body[name]);
      else expect(row[name], name).toEqual(field.default ?? null);
    }
    expect(Object.keys(row).sort()).toEqual(Object.keys(def.fields).sort());
    const shown = await request(ctx, { method: "GET", url: `${url}/${row.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(row);
  });

  it("lists with x-total-count equal to the table's rows", async () => {
    const ctx = suite();
    await createRecord(ctx.admin, def);
    const { rows, total } = await list(ctx, url);
    const counted = await ctx.db.selectFrom(def.table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(total).toBe(Number(counted.n));
    expect(rows.length).toBe(Math.min(total, 100));
  });

  it("gets many by repeated id (Refine getMany)", async () => {
    const ctx = suite();
    const a = await createRecord(ctx.admin, def);
    const b = await createRecord(ctx.admin, def);
    const { rows, total } = await list(ctx, `${url}?id=${a.id}&id=${b.id}`);
    expect(ids(rows).sort()).toEqual([a.id, b.id].sort());
    expect(total).toBe(2);
  });

  it("updates with the current version, refuses a stale one (409), answers an empty PATCH unchanged", async () => {
    const ctx = suite();
    const row = await createRecord(ctx.admin, def);
    const changes = await sampleRecord(ctx.admin, def);
    const first = await request(ctx, { method: "PATCH", url: `${url}/${row.id}`, payload: { ...changes, version: 1 } });
    expect(first.statusCode, first.body).toBe(200);
    const updated = first.json();
    expect(updated.version).toBe(2);
    for (const [name] of writableFields(def)) expect(updated[name], name).toEqual(changes[name]);
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(row.updated_at));

    const stale = await request(ctx, { method: "PATCH", url: `${url}/${row.id}`, payload: { ...changes, version: 1 }, lang: "en" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);

    const unversioned = await request(ctx, { method: "PATCH", url: `${url}/${row.id}`, payload: changes });
    expect(unversioned.json().version).toBe(3);

    const empty = await request(ctx, { method: "PATCH", url: `${url}/${row.id}`, payload: {} });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(unversioned.json());
    const emptyStale = await request(ctx, { method: "PATCH", url: `${url}/${row.id}`, payload: { version: 2 } });
    expect(emptyStale.statusCode).toBe(409);
  });

  it("deletes (answering the row), then 404 on show, update and delete", async () => {
    const ctx = suite();
    const row = await createRecord(ctx.admin, def);
    const res = await request(ctx, { method: "DELETE", url: `${url}/${row.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(row);
    for (const method of ["GET", "PATCH", "DELETE"] as const) {
      const again = await request(ctx, { method, url: `${url}/${row.id}`, lang: "en", ...(method === "PATCH" ? { payload: {} } : {}) });
      expect(again.statusCode, method).toBe(404);
      expect(again.json()).toEqual({ message: "Not found" });
    }
  });

  it("answers 400 errors:invalidId for ids that are not int4 row ids", async () => {
    const ctx = suite();
    for (const id of ["abc", "0", "-1", "1.5", "1e3", "2147483648", "99999999999999999999", "%20"]) {
      const res = await request(ctx, { method: "GET", url: `${url}/${id}`, lang: "en" });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toBe("Invalid identifier");
    }
    const max = await request(ctx, { method: "GET", url: `${url}/2147483647` });
    expect(max.statusCode).toBe(404);
  });
}
