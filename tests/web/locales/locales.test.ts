import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every key in es must exist in en and the reverse, in every namespace file under locales/.
const root = path.resolve(import.meta.dirname, "../../../locales");
const languages = ["es", "en"];

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function read(lang: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(root, lang, file), "utf8"));
}

const files = [
  ...new Set(languages.flatMap((lang) => readdirSync(path.join(root, lang)).filter((f) => f.endsWith(".json")))),
].sort();

describe("locales are in step", () => {
  it("both languages have the same namespace files", () => {
    for (const lang of languages) {
      expect(
        readdirSync(path.join(root, lang))
          .filter((f) => f.endsWith(".json"))
          .sort(),
        lang,
      ).toEqual(files);
    }
  });

  it.each(files)("%s has the same keys in es and en", (file) => {
    const es = keysOf(read("es", file)).sort();
    const en = keysOf(read("en", file)).sort();
    expect(
      es.filter((k) => !en.includes(k)),
      "in es, missing in en",
    ).toEqual([]);
    expect(
      en.filter((k) => !es.includes(k)),
      "in en, missing in es",
    ).toEqual([]);
  });

  it.each(files)("%s has no empty messages", (file) => {
    for (const lang of languages) {
      const walk = (value: unknown, at: string): void => {
        if (typeof value === "string") expect(value.trim(), `${lang}/${file} ${at}`).not.toBe("");
        else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
      };
      walk(read(lang, file), "");
    }
  });
});
