import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources/index.js";

// Every declared resource is named, and every field and enum value labelled, in both languages:
// the generated pages and the API's messages ("must be on or after Start date") read them.
const root = path.resolve(import.meta.dirname, "../../../locales");
const read = (lang: string, ns: string) => JSON.parse(readFileSync(path.join(root, lang, `${ns}.json`), "utf8"));
const labels = (lang: string) => read(lang, "resources");

/** A label at `<namespace>:<dotted.path>` (a list several resources share: FieldDef.optionLabels). */
function shared(lang: string, key: string): unknown {
  const [ns, dotted] = key.split(":");
  return dotted.split(".").reduce<any>((at, part) => at?.[part], read(lang, ns));
}

describe.each(["es", "en"])("resources.json (%s)", (lang) => {
  const all = labels(lang);
  it.each(RESOURCES.map((r) => [r.name, r] as const))(
    "labels %s: title, singular, every field and option",
    (_name, def) => {
      const entry = all[def.name];
      expect(entry, def.name).toBeDefined();
      expect(typeof entry.title).toBe("string");
      expect(typeof entry.singular).toBe("string");
      const missing = Object.keys(def.fields).filter((f) => typeof entry.fields?.[f] !== "string");
      expect(missing, `${def.name} fields`).toEqual([]);
      for (const [field, f] of Object.entries(def.fields)) {
        // Countries are named by Intl in the reader's language.
        if (f.countryNames) continue;
        for (const option of f.options ?? []) {
          const label = f.optionLabels ? shared(lang, `${f.optionLabels}.${option}`) : entry.options?.[field]?.[option];
          expect(typeof label, `${def.name}.${field}.${option}`).toBe("string");
        }
      }
    },
  );
});
