import { collect } from "./collect";

// English: a chunk of its own, fetched only by whoever reads the app in English.
export const EN = collect(import.meta.glob<Record<string, unknown>>("../../locales/en/*.json", { eager: true, import: "default" }));
