import { expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { can, writableFields, type ResourceDef } from "../../../../resources/index.js";
import { createRecord, createsByJson, requiredOnly, sampleRecord } from "../../../fixtures/records.js";
import { ids, list, request, type SuiteContext } from "./suite-context.js";

// Create, read, list, getMany, update with versions, delete: the life of one row. The suite acts
// as an admin; what an admin may not do at all is left to the access checks (403).
export function basicChecks(suite: () => SuiteContext, def: ResourceDef): void {
  const url = `/api/${def.name}`;
  const adminCan = (action: "edit" | "delete") => can(def, ["admin"], action);

  if (def.attachments) {
    it("takes no JSON POST: files are uploaded (404 or 415, no row written)", async () => {
      const ctx = suite();
      const before = await tableCount(ctx.db, def);
      const res = await request(ctx, { method: "POST", url, payload: await sampleRecord(ctx.admin, def) });
      expect([404, 415], res.body).toContain(res.statusCode);
      expect(await tableCount(ctx.db, def)).toBe(before);
    });
  }

  if (createsByJson(def))
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
        else if (field.creatorByDefault) expect(row[name], `${name}: its creator`).toBe(ctx.userIds.admin);
        else
          expect(row[name], name).toEqual(
            ["references", "tags", "choices"].includes(field.type) ? [] : (field.default ?? null),
          );
      }
      // Inline children (an invoice's lines) come with the row.
      expect(Object.keys(row).sort()).toEqual(
        [...Object.keys(def.fields), ...(def.children ? [def.children.field] : [])].sort(),
      );
      const shown = await request(ctx, { method: "GET", url: `${url}/${row.id}` });
      expect(shown.statusCode).toBe(200);
      // A read also says what the reader may do with the row (api/crud/row-permissions.ts).
      const { _can, ...shownRow } = shown.json();
      expect(shownRow).toEqual(row);
      expect(_can).toEqual({ edit: adminCan("edit"), delete: adminCan("delete") });
    });

  it("lists with x-total-count equal to the table's rows", async () => {
    const ctx = suite();
    await createRecord(ctx.admin, def);
    const { rows, total } = await list(ctx, url);
    expect(total).toBe(await tableCount(ctx.db, def));
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

  if (adminCan("edit"))
    it("updates with the current version, refuses a stale one (409), answers an empty PATCH unchanged", async () => {
      const ctx = suite();
      const row = await createRecord(ctx.admin, def);
      const changes = await sampleRecord(ctx.admin, def);
      const first = await request(ctx, {
        method: "PATCH",
        url: `${url}/${row.id}`,
        payload: { ...changes, version: 1 },
      });
      expect(first.statusCode, first.body).toBe(200);
      const updated = first.json();
      expect(updated.version).toBe(2);
      for (const [name] of writableFields(def)) expect(updated[name], name).toEqual(changes[name]);
      expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(row.updated_at));

      const stale = await request(ctx, {
        method: "PATCH",
        url: `${url}/${row.id}`,
        payload: { ...changes, version: 1 },
        lang: "en",
      });
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

  if (adminCan("delete"))
    it("deletes (answering the row), then 404 on show, update and delete", async () => {
      const ctx = suite();
      const row = await createRecord(ctx.admin, def);
      const res = await request(ctx, { method: "DELETE", url: `${url}/${row.id}` });
      expect(res.statusCode, res.body).toBe(200);
      // A row read back (uploaded files are) carries `_can`; a write's answer does not.
      const { _can: _read, ...written } = row;
      expect(res.json()).toEqual(written);
      for (const method of ["GET", "PATCH", "DELETE"] as const) {
        const again = await request(ctx, {
          method,
          url: `${url}/${row.id}`,
          lang: "en",
          ...(method === "PATCH" ? { payload: {} } : {}),
        });
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

/** The rows an admin's list holds: the whole table, or its staff users for a `rows: "staff"` list. */
async function tableCount(db: Kysely<any>, def: ResourceDef): Promise<number> {
  if (def.scope?.rows === "staff") {
    const staff = await sql<{ n: number }>`
      select count(distinct ur.user_id)::int as n from user_roles ur join roles r on r.id = ur.role_id
      where r.name in ('superadmin', 'admin', 'commercial')`.execute(db);
    return Number(staff.rows[0].n);
  }
  const counted = await db
    .selectFrom(def.table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}
