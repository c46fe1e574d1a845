import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { RESOURCES, defineResource } from "../../../resources/index.js";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../../fixtures/database.js";
import { readCatalog, type Catalog } from "./support/table-catalog.js";
import { storedFields, tableDrift } from "./support/table-drift.js";

// Declarations and migrations are written apart: every declared resource is compared with the
// migrated database's own catalog, so a new resource is checked the moment it is registered.
for (const kind of DATABASE_KINDS) {
  describe(`declared resources against their tables on ${kind}`, () => {
    let database: TestDatabase;
    let catalog: Catalog;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      catalog = await readCatalog(database.handle.db as unknown as Kysely<any>);
    });
    afterAll(() => database?.drop());

    for (const def of RESOURCES) {
      it(
        `${def.name}: every stored field has its column and type, every unique field its index, every reference `
          + `its foreign key`,
        () => {
          // id, version, created_at and updated_at at least: there is always something to compare.
          expect(storedFields(def).length).toBeGreaterThanOrEqual(4);
          expect(tableDrift(def, catalog)).toEqual([]);
        },
      );
    }

    it("finds each kind of drift on a declaration that disagrees with its table", () => {
      const drifted = defineResource({
        name: "drifted",
        table: "project_states",
        area: "projects",
        route: "/drifted",
        labelField: "name",
        fields: {
          name: { type: "string", required: true, maxLength: 80, unique: true },
          ghost: { type: "string" },
          description: { type: "integer" },
          icon: { type: "icon", maxLength: 500 },
          color: { type: "color", unique: true },
          order: { type: "reference", reference: "projects" },
          // Computed by the server: no column to compare.
          projects_count: {
            type: "integer",
            readOnly: true,
            count: { table: "projects", foreignKey: "project_state_id" },
          },
          state_name: { type: "string", lookup: { via: "order", table: "projects", columns: ["name"] } },
        },
        list: {
          columns: ["name"],
          filters: ["id"],
          sorters: ["id"],
          search: [],
          defaultSort: { field: "id", order: "asc" },
        },
        permissions: {},
      });
      expect(tableDrift(drifted, catalog)).toEqual([
        "drifted.ghost (project_states.ghost): no column",
        "drifted.description (project_states.description): integer declared, column is varchar",
        expect.stringMatching(/^drifted\.icon \(project_states\.icon\): maxLength 500 declared, column holds \d+$/),
        "drifted.color (project_states.color): unique declared, no unique index project_states_color_key on that "
          + "column alone",
        "drifted.order (project_states.order): reference to projects declared, no foreign key "
          + "project_states.order -> projects.id",
      ]);
      expect(tableDrift({ ...drifted, table: "nowhere" }, catalog)).toEqual(["drifted: no table nowhere"]);
    });
  });
}
