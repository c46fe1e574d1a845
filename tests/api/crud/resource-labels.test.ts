import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources/index.js";

// Every declared resource is named, and every field and enum value labelled, in both languages:
// the generated pages and the API's messages ("must be on or after Start date") read them.
const root = path.resolve(import.meta.dirname, "../../../locales");
const labels = (lang: string) => JSON.parse(readFileSync(path.join(root, lang, "resources.json"), "utf8"));

describe.each(["es", "en"])("resources.json (%s)", (lang) => {
  const all = labels(lang);
  it.each(RESOURCES.map((r) => [r.name, r] as const))("labels %s: title, singular, every field and option", (_name, def) => {
    const entry = all[def.name];
    expect(entry, def.name).toBeDefined();
    expect(typeof entry.title).toBe("string");
    expect(typeof entry.singular).toBe("string");
    const missing = Object.keys(def.fields).filter((f) => typeof entry.fields?.[f] !== "string");
    expect(missing, `${def.name} fields`).toEqual([]);
    for (const [field, f] of Object.entries(def.fields)) {
      for (const option of f.options ?? []) expect(typeof entry.options?.[field]?.[option], `${def.name}.${field}.${option}`).toBe("string");
    }
  });
});
