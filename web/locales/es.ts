import { collect } from "./collect";

// Spanish, the default language: bundled with the app, so the first paint is translated. The
// dashboard's namespace comes with the dashboard's chunk instead (components/dashboard/dashboard-texts.ts),
// the search's with the signed-in frame (components/search/search-texts.ts). The server's own
// namespaces (its answers' messages, the invoice PDF, the calendar feed) never reach the browser:
// the API sends its messages already translated. The same list is in en.ts (globs take literals).
export const ES = collect(
  import.meta.glob<Record<string, unknown>>(
    [
      "../../locales/es/*.json",
      "!../../locales/es/*-api.json",
      "!../../locales/es/invoice-pdf.json",
      "!../../locales/es/calendar-feed.json",
      "!../../locales/es/dashboard.json",
      "!../../locales/es/search.json",
    ],
    { eager: true, import: "default" },
  ),
);
