import { collect } from "./collect";

// English: a chunk of its own, fetched only by whoever reads the app in English. The server's own
// namespaces stay on the server, as in es.ts.
export const EN = collect(
  import.meta.glob<Record<string, unknown>>(
    [
      "../../locales/en/*.json",
      "!../../locales/en/*-api.json",
      "!../../locales/en/invoice-pdf.json",
      "!../../locales/en/calendar-feed.json",
    ],
    {
      eager: true,
      import: "default",
    },
  ),
);
