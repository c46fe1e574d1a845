// The rating page speaks the language the ticket's client reads their mail in, unless the visitor
// already chose one here (the language switch stores it): then theirs wins.
import dayjs from "dayjs";
import { i18n, isLanguage, LANG_STORAGE_KEY, loadLanguage } from "../../../i18n";

export function adoptLinkLanguage(language: string): void {
  const chosen = typeof localStorage !== "undefined" && localStorage.getItem(LANG_STORAGE_KEY);
  if (chosen || !isLanguage(language) || i18n.language === language) return;
  // Not stored: this is the link's language, not a choice the visitor made.
  void loadLanguage(language).then(() => {
    dayjs.locale(language);
    document.documentElement.lang = language;
    return i18n.changeLanguage(language);
  });
}
