import type { I18nProvider } from "@refinedev/core";
import { changeLanguage, currentLanguage, i18n } from "../i18n";

// Refine asks for `<resource>.<resource>` to name a resource; our names live in resources:<name>.title.
const RESOURCE_NAME_KEY = /^([a-z0-9-]+)\.\1$/;

export function translate(key: string, options?: unknown, defaultMessage?: string): string {
  // Refine also calls translate(key, defaultMessage).
  if (typeof options === "string") return translate(key, undefined, options);
  const opts = (options ?? {}) as Record<string, unknown>;
  const resourceName = RESOURCE_NAME_KEY.exec(key)?.[1];
  if (resourceName && i18n.exists(`resources:${resourceName}.title`)) return i18n.t(`resources:${resourceName}.title`);
  if (i18n.exists(key, opts)) return String(i18n.t(key, opts));
  return defaultMessage ?? key;
}

export const i18nProvider: I18nProvider = {
  translate,
  changeLocale: (lang: string) => changeLanguage(lang),
  getLocale: () => currentLanguage(),
};
