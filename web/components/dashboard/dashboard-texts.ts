// The dashboard's Spanish texts travel with its chunk, not with the first download every screen
// shares (web/locales/es.ts leaves this namespace out): the sign-in page does not carry them.
// English ones come with the rest of English, which is fetched on its own anyway.
import { i18n } from "../../i18n";
import texts from "../../../locales/es/dashboard.json";

export const DASHBOARD_NAMESPACE = "dashboard";

if (!i18n.hasResourceBundle("es", DASHBOARD_NAMESPACE))
  i18n.addResourceBundle("es", DASHBOARD_NAMESPACE, texts, true, true);
