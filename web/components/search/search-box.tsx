// The header's search: a box on wide screens (an icon on phones) and Ctrl+K / ⌘K. The dialog is
// a chunk of its own, fetched the first time it opens (or when the pointer comes near the box).
import { lazy, Suspense, useCallback, useState } from "react";
import { Button, Grid, theme } from "antd";
import { SearchOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { isMac, useSearchHotkey } from "./use-search-hotkey";
import "./search-texts";

const loadDialog = () => import("./search-dialog");
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

export function SearchBox() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // As the header: the box where the side menu shows, the icon where a button opens the menu.
  const wide = Grid.useBreakpoint().lg;
  // Mounted from the first open on, so that closing plays out and the focus goes back.
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  useSearchHotkey(show);
  const shortcut = isMac() ? "⌘K" : "Ctrl K";
  const label = t("search:open", { shortcut });
  const common = {
    onClick: show,
    onMouseEnter: () => void loadDialog(),
    onFocus: () => void loadDialog(),
    "aria-haspopup": "dialog" as const,
    "aria-keyshortcuts": "Control+K Meta+K",
    "data-testid": "header-search",
  };

  return (
    <>
      {wide ? (
        <Button
          {...common}
          style={{ width: 260, justifyContent: "flex-start", color: token.colorTextTertiary, marginRight: "auto" }}
          icon={<SearchOutlined />}
        >
          <span style={{ flex: 1, textAlign: "start" }}>{t("search:placeholder")}</span>
          <kbd
            style={{
              fontFamily: "inherit",
              fontSize: token.fontSizeSM,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: 4,
              padding: "0 4px",
            }}
          >
            {shortcut}
          </kbd>
        </Button>
      ) : (
        // The wide button is named by what it shows ("Buscar… Ctrl K"): a name that differs from the
        // words on screen fails WCAG's label-in-name. The icon alone needs one.
        <Button
          {...common}
          type="text"
          icon={<SearchOutlined style={{ fontSize: 18 }} />}
          title={label}
          aria-label={label}
        />
      )}
      {mounted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
