import { Segmented } from "antd";
import { useTranslation } from "react-i18next";
import { changeLanguage, LANGUAGES, type Language } from "../i18n";

// The choice persists in localStorage `lang` (see i18n.ts) so a reload keeps it.
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Language>
      size="small"
      aria-label={t("language.label")}
      value={i18n.language as Language}
      options={LANGUAGES.map((lang) => ({ value: lang, label: lang.toUpperCase(), title: t(`language.${lang}`) }))}
      onChange={(lang) => void changeLanguage(lang)}
    />
  );
}
