import { useTranslation } from "react-i18next";
import { changeLanguage, chooseLanguageBeforeSignIn, LANGUAGES } from "../i18n";

// ES | EN, drawn like antd's Segmented (styles.css) but in plain buttons: the sign-in screens show
// it before antd loads. The choice persists in localStorage `lang` (see i18n.ts); on the sign-in
// screens (`beforeSignIn`) it also goes to the profile of whoever signs in next.
export function LanguageSwitch({ beforeSignIn = false }: { beforeSignIn?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-switch" role="radiogroup" aria-label={t("language.label")}>
      {LANGUAGES.map((lang) => (
        // biome-ignore lint/a11y/useSemanticElements: two toggle buttons acting as radios, no form input
        <button
          key={lang}
          type="button"
          role="radio"
          aria-checked={i18n.language === lang}
          title={t(`language.${lang}`)}
          onClick={() => void (beforeSignIn ? chooseLanguageBeforeSignIn(lang) : changeLanguage(lang))}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
