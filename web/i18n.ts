import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import dayjs from "dayjs";
import localizedFormat from "dayjs/plugin/localizedFormat";
import "dayjs/locale/es";
import "dayjs/locale/en";


export const LANGUAGES = ["es", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "es";
export const LANG_STORAGE_KEY = "lang";
// Every locales/<lang>/<namespace>.json is bundled, so the first paint is already translated
// with no fetch, and a new namespace needs no code here.
const files = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", { eager: true, import: "default" });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, content] of Object.entries(files)) {
  const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  (resources[lang] ??= {})[ns] = content;
}
export const NAMESPACES = Object.keys(resources[DEFAULT_LANGUAGE]);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  // Tests run this module under node, where there is no localStorage.
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem(LANG_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyLanguageSideEffects(lang: string): void {
  dayjs.locale(lang);
  if (typeof document !== "undefined") document.documentElement.lang = lang;
}

dayjs.extend(localizedFormat);

const initial = storedLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: "en",
  ns: [...NAMESPACES],
  defaultNS: "common",
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
applyLanguageSideEffects(initial);

export async function changeLanguage(lang: string): Promise<void> {
  const next = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  if (typeof localStorage !== "undefined") localStorage.setItem(LANG_STORAGE_KEY, next);
  // Dates first: the re-render that changeLanguage triggers must already format in the new locale.
  applyLanguageSideEffects(next);
  await i18n.changeLanguage(next);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
