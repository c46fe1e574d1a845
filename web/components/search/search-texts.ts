// The search's Spanish texts travel with the signed-in frame (the header's box imports this), not
// with the first download every screen shares (web/locales/es.ts leaves this namespace out): the
// sign-in page does not carry them. English ones come with the rest of English.
import { i18n } from "../../i18n";
import texts from "../../../locales/es/search.json";

export const SEARCH_NAMESPACE = "search";

if (!i18n.hasResourceBundle("es", SEARCH_NAMESPACE)) i18n.addResourceBundle("es", SEARCH_NAMESPACE, texts, true, true);
