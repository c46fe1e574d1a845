// The box and the results of the search dialog, as a combobox that owns a listbox: the focus
// stays in the box and aria-activedescendant names the highlighted option.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Button, Input, theme, type InputRef } from "antd";
import { SearchOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { MAX_QUERY } from "./search-api";
import { moveActive, searchEntries, type SearchEntry } from "./search-entries";
import { LISTBOX_ID, SearchResults } from "./search-results";
import { SearchStatus } from "./search-status";
import "./search-texts";
import { useSearchResults, type Search } from "./use-search-results";

interface Props {
  onClose: () => void;
  compact?: boolean;
  /** Tests pass their own; the app asks GET /api/search. */
  search?: Search;
}

export function SearchPanel({ onClose, compact, search }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const input = useRef<InputRef>(null);
  const [text, setText] = useState("");
  const state = useSearchResults(text, search);
  const answer = state.status === "done" || state.status === "loading" ? state.answer : undefined;
  const q = state.status === "idle" ? "" : state.q;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the entries follow the answer; q only fills in before
  const entries = useMemo(() => searchEntries(answer, answer?.q ?? q), [answer]);
  // The first result is highlighted as soon as it arrives: Enter opens it at once.
  const [active, setActive] = useState(-1);
  useEffect(() => setActive(entries.length ? 0 : -1), [entries]);
  const activeId = entries[active]?.id;

  useEffect(() => {
    // rc-dialog focuses its frame once open: the box takes the focus after it.
    const timer = setTimeout(() => input.current?.focus());
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const choose = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    const path = entry.path;
    if (!path) return;
    onClose();
    navigate(path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setActive((index) => moveActive(index, e.key === "ArrowDown" ? 1 : -1, entries.length));
    } else if (e.key === "Enter") {
      e.preventDefault();
      choose(entries[active]);
    }
  };

  return (
    // data-state and data-q: which answer is on screen, for the browser tests to wait on.
    <div data-testid="search-dialog" data-state={state.status} data-q={answer?.q ?? ""}>
      <div style={{ display: "flex", alignItems: "center", gap: 4 }}>
        <Input
          ref={input}
          autoFocus
          size="large"
          variant="borderless"
          prefix={<SearchOutlined />}
          placeholder={t("search:placeholder")}
          value={text}
          maxLength={MAX_QUERY}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-label={t("search:label")}
          aria-autocomplete="list"
          aria-expanded={entries.length > 0}
          aria-controls={LISTBOX_ID}
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          data-testid="search-input"
          style={{ paddingInline: 4 }}
        />
        {/* A phone has no Escape key. */}
        {compact && (
          <Button type="link" onClick={onClose} style={{ paddingInline: 4 }}>
            {t("buttons.cancel")}
          </Button>
        )}
      </div>
      <div style={{ borderTop: `1px solid ${token.colorSplit}`, margin: "8px -12px 0", paddingTop: 8 }} />
      {answer && answer.groups.length > 0 && (
        <SearchResults
          groups={answer.groups}
          entries={entries}
          active={active}
          onActivate={setActive}
          onChoose={choose}
        />
      )}
      <SearchStatus state={state} count={entries.length} compact={compact} />
    </div>
  );
}
