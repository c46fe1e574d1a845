import { collect } from "./collect";

// Spanish, the default language: bundled with the app, so the first paint is translated.
export const ES = collect(import.meta.glob<Record<string, unknown>>("../../locales/es/*.json", { eager: true, import: "default" }));
