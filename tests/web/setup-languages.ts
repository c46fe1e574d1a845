import { loadLanguage } from "../../web/i18n";

// The web bundles Spanish and fetches English when chosen; tests read both, so both are in.
await loadLanguage("en");
