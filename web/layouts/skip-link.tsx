// The first stop of the Tab key on every signed-in page: straight to the screen, past the menu
// and the header. The screen takes the focus itself, so the address (and the list's state in it)
// is left as it is.
import { useTranslation } from "react-i18next";

export const MAIN_ID = "main-content";

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t("header.skipToContent")}
    </a>
  );
}
