import { useTranslation } from "react-i18next";
import { changeLanguage, LANGUAGES } from "../i18n";

// ES | EN, drawn like antd's Segmented (styles.css) but in plain buttons: the sign-in screens show
// it before antd loads. The choice persists in localStorage `lang` (see i18n.ts).
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-switch" role="radiogroup" aria-label={t("language.label")}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          role="radio"
          aria-checked={i18n.language === lang}
          title={t(`language.${lang}`)}
          onClick={() => void changeLanguage(lang)}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
