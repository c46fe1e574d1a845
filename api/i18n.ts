import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import i18next, { type Resource, type TFunction } from "i18next";

// The API answers in the language of x-lang from the same locale files the web uses.
export const LANGUAGES = ["es", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "es";
export const FALLBACK_LANGUAGE: Language = "en";

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../locales");

function loadResources(): Resource {
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    resources[lng] = {};
    for (const file of fs.readdirSync(path.join(LOCALES_DIR, lng)).filter((f) => f.endsWith(".json"))) {
      resources[lng][file.replace(/\.json$/, "")] = JSON.parse(
        fs.readFileSync(path.join(LOCALES_DIR, lng, file), "utf8"),
      );
    }
  }
  return resources;
}

const instance = i18next.createInstance();
void instance.init({
  resources: loadResources(),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  defaultNS: "errors",
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** 'en-US,en;q=0.9' → 'en'; anything unknown → the default language. */
export function pickLanguage(header: string | string[] | undefined): Language {
  const value = (Array.isArray(header) ? header[0] : (header ?? "")).toLowerCase();
  const code = value.split(/[,;-]/)[0]?.trim();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : DEFAULT_LANGUAGE;
}

export function translator(lang: Language): TFunction {
  return instance.getFixedT(lang);
}
