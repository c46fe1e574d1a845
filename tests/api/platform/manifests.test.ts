import fs from "node:fs";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import { describe, expect, it } from "vitest";
import type { ApiManifest } from "../../../api/modules/api-manifest.js";
import { API_MANIFESTS, checkManifestOrder, ruleFiltersOf, writeHooksOf } from "../../../api/modules/manifests.js";
import { RESOURCES } from "../../../resources/index.js";
import { createTestApp } from "../../fixtures/app.js";

// One registration point per area (issue 30): what an area adds to the API (write hooks, routes,
// jobs) is named in its manifest and nowhere else, and the server reads only the list of them.

const ROOT = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const API_FILES = (fs.readdirSync(path.join(ROOT, "api"), { recursive: true }) as string[])
  .filter((f) => f.endsWith(".ts"))
  .map((f) => path.join("api", f));
const isManifest = (file: string) => path.basename(file) === "manifest.ts" || file === "api/modules/manifests.ts";
const MANIFEST_FILES = API_FILES.filter((f) => path.basename(f) === "manifest.ts");
/** The modules an api file imports, as paths from the repository's root. */
const importsOf = (file: string) =>
  [...read(file).matchAll(/from "(\.[^"]+)\.js"/g)].map((m) => path.join(path.dirname(file), `${m[1]}.ts`));

/** The areas' top-level route plugins: each module's routes.ts, the live stream's and the stored files'. */
const ROUTE_FILES = API_FILES.filter((f) => /^api\/modules\/[^/]+\/routes\.ts$/.test(f)).concat([
  "api/live/routes.ts",
  "api/uploads/file-routes.ts",
]);

describe("the API's manifests", () => {
  it("lists every manifest file in API_MANIFESTS, each once", async () => {
    const declared = await Promise.all(
      MANIFEST_FILES.map(async (f) => Object.values(await import(path.join(ROOT, f))) as ApiManifest[]),
    );
    expect(declared.flat().filter((m) => !API_MANIFESTS.includes(m))).toEqual([]);
    expect(API_MANIFESTS).toHaveLength(MANIFEST_FILES.length);
    expect(new Set(API_MANIFESTS.map((m) => m.name)).size).toBe(API_MANIFESTS.length);
  });

  it("registers every area's route plugin from one manifest, and no route plugin elsewhere", async () => {
    const registered = API_MANIFESTS.flatMap((m) => [...(m.routes ?? []), ...(m.siteRoutes ?? [])]);
    for (const file of ROUTE_FILES) {
      const plugins = Object.entries(await import(path.join(ROOT, file))).filter(
        ([name, value]) => name.endsWith("Routes") && typeof value === "function",
      );
      expect(plugins.length, file).toBeGreaterThan(0);
      for (const [name, plugin] of plugins)
        expect(
          registered.filter((r) => r === (plugin as FastifyPluginAsync)),
          `${file}: ${name}`,
        ).toHaveLength(1);
      const importers = API_FILES.filter((f) => !isManifest(f) && importsOf(f).includes(file));
      expect(importers, `${file} is registered outside a manifest`).toEqual([]);
    }
  });

  it("names write hooks and jobs only in manifests: no module registers them as it loads or routes", () => {
    // The modules that declare write hooks are read by manifests alone.
    const declaresHooks = (f: string) =>
      f !== "api/crud/write-hooks.ts" && /^export (const|function) \w+.*WriteHookEntry/m.test(read(f));
    const hookFiles = API_FILES.filter((f) => !isManifest(f) && declaresHooks(f));
    expect(hookFiles.length).toBeGreaterThan(10);
    for (const file of API_FILES.filter((f) => !isManifest(f))) {
      expect(
        importsOf(file).filter((i) => hookFiles.includes(i)),
        `${file} reads write hooks`,
      ).toEqual([]);
    }
    // The only place a job is defined on the runner, and no map filled as a side effect.
    expect(API_FILES.filter((f) => read(f).includes("runner.define("))).toEqual(["api/plugins/jobs.ts"]);
    expect(API_FILES.filter((f) => /setWriteHooks|registerWriteHooks/.test(read(f)))).toEqual([]);
    // The server knows the areas only through the list.
    expect(
      importsOf("api/server.ts")
        .filter((i) => i.startsWith("api/modules/"))
        .sort(),
    ).toEqual(["api/modules/api-manifest.ts", "api/modules/manifests.ts"]);
  });

  it("gives every declared resource to at most one manifest, and every area's resources to one", () => {
    const owners = RESOURCES.map((def) =>
      API_MANIFESTS.filter((m) => m.resources?.includes(def.name)).map((m) => m.name),
    );
    expect(owners.filter((o) => o.length !== 1)).toEqual([]);
  });

  it("runs a resource's hooks in the manifests' order, and refuses an order that breaks `after`", () => {
    const table = writeHooksOf(API_MANIFESTS);
    const hooksOf = (name: string, resource: string) =>
      API_MANIFESTS.find((m) => m.name === name)!
        .writeHooks!.filter((e) => e.resource === resource)
        .map((e) => e.hooks);
    // A lead's defaults (crm) come before its place on the board (kanban).
    expect(table.get("leads")).toEqual([...hooksOf("crm", "leads"), ...hooksOf("kanban", "leads")]);
    expect(table.get("lead-clients")).toEqual([
      ...hooksOf("crm", "lead-clients"),
      ...hooksOf("tuition", "lead-clients"),
    ]);
    for (const m of API_MANIFESTS) {
      for (const first of m.after ?? []) {
        const without = API_MANIFESTS.filter((other) => other.name !== first);
        expect(() => checkManifestOrder(without), `${m.name} after ${first}`).toThrow(first);
      }
    }
    expect(() => checkManifestOrder([...API_MANIFESTS].reverse())).toThrow();
    expect(() => checkManifestOrder([...API_MANIFESTS, API_MANIFESTS[0]])).toThrow(API_MANIFESTS[0].name);
  });

  it("does not boot when a manifest's routes need an app plugin that is not there", async () => {
    const needy: ApiManifest = { name: "needy", routes: [async () => undefined], needs: ["no-such-plugin"] };
    await expect(createTestApp("pglite", {}, undefined, undefined, [...API_MANIFESTS, needy])).rejects.toThrow(
      /no-such-plugin/,
    );
  });

  it("gives every declared rule filter its SQL in exactly one manifest, and none that is not declared", () => {
    const table = ruleFiltersOf(API_MANIFESTS);
    const declared = RESOURCES.flatMap((def) =>
      Object.keys(def.ruleFilters ?? {}).map((name) => `${def.name}.${name}`),
    );
    expect(declared.length).toBeGreaterThan(1);
    expect(
      [...table].flatMap(([resource, rules]) => [...rules.keys()].map((name) => `${resource}.${name}`)).sort(),
    ).toEqual(declared.sort());
    const owner = API_MANIFESTS.find((m) => m.ruleFilters?.length)!;
    const without = API_MANIFESTS.filter((m) => m !== owner);
    expect(() => ruleFiltersOf(without)).toThrow(/has no SQL/);
    expect(() => ruleFiltersOf([...API_MANIFESTS, { name: "twice", ruleFilters: owner.ruleFilters }])).toThrow(/twice/);
    const stray = { ...owner.ruleFilters![0], name: "no_such_rule" };
    expect(() => ruleFiltersOf([...API_MANIFESTS, { name: "stray", ruleFilters: [stray] }])).toThrow(/not declared/);
  });
});
