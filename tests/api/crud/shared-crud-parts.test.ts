import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources/index.js";
import { resourcesOf, SHARED_CRUD_PARTS } from "./support/shared-crud-suite.js";

// The shared suite's files together must check every declared resource, each once.
describe("the parts of the shared CRUD suite", () => {
  it("cover every declared resource exactly once", () => {
    const parts = SHARED_CRUD_PARTS;
    const checked = parts.flatMap((part) => resourcesOf(part).map((def) => def.name));
    expect([...checked].sort()).toEqual(RESOURCES.map((def) => def.name).sort());
    for (const part of parts) {
      expect(resourcesOf(part).length, part).toBeGreaterThan(0);
      expect(fs.existsSync(new URL(`./shared-crud-${part}.test.ts`, import.meta.url)), part).toBe(true);
    }
  });
});
