import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import dayjs from "dayjs";
import localizedFormat from "dayjs/plugin/localizedFormat";
import "dayjs/locale/es";
import "dayjs/locale/en";
import { ES } from "./locales/es";

export const LANGUAGES = ["es", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "es";
export const LANG_STORAGE_KEY = "lang";
// Spanish is bundled; English comes in a chunk of its own when chosen (half the locale bytes off
// every first visit). Each is every locales/<lang>/<namespace>.json, so a new namespace needs no code here.
const resources: Record<string, Record<string, Record<string, unknown>>> = { es: ES };
export const NAMESPACES = Object.keys(ES);

export async function loadLanguage(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, "common")) return;
  const bundle = lang === "en" ? (await import("./locales/en")).EN : ES;
  for (const [ns, content] of Object.entries(bundle)) i18n.addResourceBundle(lang, ns, content, true, true);
}

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

/** The page's description (search results, shared links) in the language of the texts shown. */
function describePage(): void {
  if (typeof document === "undefined") return;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta) meta.content = i18n.t("common:app.description");
}

dayjs.extend(localizedFormat);

const initial = storedLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  // Every key exists in both languages (tests/web/locales/locales.test.ts): no fallback is needed.
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [...NAMESPACES],
  defaultNS: "common",
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
applyLanguageSideEffects(initial);
// Every change of language, whoever makes it (the switch, the profile, a rating link's language).
i18n.on("languageChanged", describePage);

/** Resolves once the stored language's texts are in: the app renders after it (at once in Spanish). */
export const languageReady: Promise<void> = loadLanguage(initial)
  .then(() => {
    if (i18n.language !== initial) return i18n.changeLanguage(initial).then(() => undefined);
  })
  // The first language's texts may arrive after i18next took it up (English, in a chunk of its own).
  .then(describePage);

export async function changeLanguage(lang: string): Promise<void> {
  const next = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  if (typeof localStorage !== "undefined") localStorage.setItem(LANG_STORAGE_KEY, next);
  // Dates first: the re-render that changeLanguage triggers must already format in the new locale.
  await loadLanguage(next);
  applyLanguageSideEffects(next);
  await i18n.changeLanguage(next);
}

// A language picked on the sign-in screens, remembered for this tab until the sign-in it leads
// to: then it wins over the profile's and is saved there (auth-provider.ts). Without one, the
// profile's language wins.
const CHOSEN_KEY = "lang-chosen";

/** The language switch of the sign-in screens: shown at once, and kept for the sign-in. */
export async function chooseLanguageBeforeSignIn(lang: Language): Promise<void> {
  if (typeof sessionStorage !== "undefined") sessionStorage.setItem(CHOSEN_KEY, lang);
  await changeLanguage(lang);
}

/** The language picked on the sign-in screens, if any, forgotten once read. */
export function takeChosenLanguage(): Language | undefined {
  if (typeof sessionStorage === "undefined") return undefined;
  const chosen = sessionStorage.getItem(CHOSEN_KEY);
  sessionStorage.removeItem(CHOSEN_KEY);
  return isLanguage(chosen) ? chosen : undefined;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
