import { afterAll, beforeAll, describe, expect, it } from "vitest";
import axios from "axios";
import dataProvider from "@refinedev/simple-rest";
import { RESOURCES, can, getResource } from "../../../resources/index.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createTestApp, type TestApp } from "../../fixtures/app.js";
import { signedInUser } from "../../fixtures/users.js";
import { createRecord, createsByJson, sampleRecord } from "../../fixtures/records.js";

// The contract of docs/product.md#http-contract checked with the real, unmodified @refinedev/simple-rest client
// over real HTTP: whatever it sends for lists, filters, sorters, pages and writes, we answer.
describe.each(DATABASE_KINDS)("@refinedev/simple-rest against the API on %s", (kind) => {
  let t: TestApp;
  let provider: ReturnType<typeof dataProvider>;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    token = (await signedInUser(t.app, t.database.handle.db, "admin")).token;
    provider = dataProvider(
      `${address}/api`,
      axios.create({ headers: { authorization: `Bearer ${token}`, "x-lang": "en" } }),
    );
  });
  afterAll(() => t.close());

  it.each(RESOURCES.map((def) => [def.name, def] as const))("drives every route of %s", async (_name, def) => {
    const api = { app: t.app, token };
    // Uploaded files and read-only lists have no JSON create: their row is written by the fixture.
    const variables = await sampleRecord(api, def);
    const created = createsByJson(def)
      ? (await provider.create({ resource: def.name, variables })).data
      : await createRecord(api, def);
    if (createsByJson(def)) expect(created).toMatchObject({ ...variables, id: expect.any(Number) });
    const id = created.id!;

    const one = await provider.getOne({ resource: def.name, id });
    expect(one.data.id).toBe(id);
    const many = await provider.getMany!({ resource: def.name, ids: [id] });
    expect(many.data.map((r) => r.id)).toEqual([id]);

    const label = String(created[def.labelField]);
    // A row may have no label yet (a draft invoice has no number): nothing to search it by.
    const search =
      def.list.search.includes(def.labelField) && created[def.labelField] != null
        ? [{ field: "q", operator: "eq" as const, value: label.toUpperCase() }]
        : [];
    const list = await provider.getList({
      resource: def.name,
      pagination: { currentPage: 1, pageSize: 20, mode: "server" },
      sorters: def.list.sorters.slice(0, 2).map((field, i) => ({ field, order: i ? "desc" : "asc" })),
      filters: [{ field: "id", operator: "eq", value: id }, ...search],
    });
    expect(list.total).toBe(1);
    expect(list.data[0].id).toBe(id);

    if (can(def, ["admin"], "edit")) {
      const updated = await provider.update({ resource: def.name, id, variables: { version: one.data.version } });
      expect(updated.data.id).toBe(id);
    }
    if (can(def, ["admin"], "delete")) {
      await provider.deleteOne({ resource: def.name, id });
      await expect(provider.getOne({ resource: def.name, id })).rejects.toMatchObject({ response: { status: 404 } });
    }
  });

  it("sends filters with every operator the API understands", async () => {
    const def = getResource("academic-levels")!;
    for (const [name, order] of [
      ["Nivel Álgebra", 10],
      ["Nivel Básico", 20],
      ["Nivel Cálculo", 30],
    ] as const) {
      await provider.create({ resource: def.name, variables: { name, order } });
    }
    const { data, total } = await provider.getList({
      resource: def.name,
      pagination: { currentPage: 1, pageSize: 1, mode: "server" },
      sorters: [{ field: "order", order: "desc" }],
      filters: [
        { field: "name", operator: "contains", value: "nivel" },
        { field: "order", operator: "gte", value: 10 },
        { field: "order", operator: "lte", value: 30 },
        { field: "order", operator: "ne", value: 30 },
      ],
    });
    expect(total).toBe(2);
    expect(data.map((r) => r.name)).toEqual(["Nivel Básico"]);
    const accents = await provider.getList({
      resource: def.name,
      filters: [{ field: "name", operator: "contains", value: "CALCULO" }],
    });
    expect(accents.data.map((r) => r.name)).toEqual(["Nivel Cálculo"]);
  });

  it("surfaces the API's 422 field errors to the client", async () => {
    await expect(
      provider.create({ resource: "client-types", variables: { name: "x", code: "" } }),
    ).rejects.toMatchObject({
      response: {
        status: 422,
        data: { errors: { name: ["Must be at least 2 characters"], code: ["This field is required"] } },
      },
    });
  });
});
