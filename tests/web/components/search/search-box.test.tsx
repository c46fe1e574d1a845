// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { act } from "react";
import { MemoryRouter } from "react-router";
import { ConfigProvider } from "antd";
import { render } from "../../../fixtures/dom-render";
import { SearchBox } from "../../../../web/components/search/search-box";
import { isSearchHotkey } from "../../../../web/components/search/use-search-hotkey";

// The header's way in (issue 15): Ctrl+K or ⌘K anywhere opens the dialog (its own chunk), Escape
// closes it, and the focus goes back where it was.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
  }
};

const key = (target: EventTarget, init: KeyboardEventInit & { keyCode?: number }) =>
  act(
    async () => void target.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init })),
  );

describe("search box", () => {
  it("takes Ctrl+K and ⌘K, not K alone or with Alt or Shift", () => {
    const base = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isSearchHotkey({ ...base, key: "k", ctrlKey: true })).toBe(true);
    expect(isSearchHotkey({ ...base, key: "K", metaKey: true })).toBe(true);
    expect(isSearchHotkey({ ...base, key: "k" })).toBe(false);
    expect(isSearchHotkey({ ...base, key: "k", ctrlKey: true, altKey: true })).toBe(false);
    expect(isSearchHotkey({ ...base, key: "k", ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSearchHotkey({ ...base, key: "j", ctrlKey: true })).toBe(false);
  });

  it("opens the dialog on Ctrl+K from anywhere, closes it on Escape and gives the focus back", async () => {
    const page = render(
      // jsdom never ends a CSS transition: no closing animation to wait out (as with reduced motion).
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter>
          <button type="button" data-testid="elsewhere">
            x
          </button>
          <SearchBox />
        </MemoryRouter>
      </ConfigProvider>,
    );
    const elsewhere = page.querySelector<HTMLButtonElement>("[data-testid=elsewhere]")!;
    elsewhere.focus();
    expect(document.querySelector("[data-testid=search-dialog]")).toBeNull();
    await key(elsewhere, { key: "k", ctrlKey: true });
    await until(() => document.activeElement?.getAttribute("data-testid") === "search-input");
    const dialog = document.querySelector("[role=dialog]")!;
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe(
      "Buscar en la aplicación",
    );
    const input = document.activeElement as HTMLInputElement;
    expect(input.getAttribute("role")).toBe("combobox");

    await key(input, { key: "Escape", keyCode: 27 } as KeyboardEventInit);
    await until(() => document.querySelector("[data-testid=search-dialog]") === null);
    await until(() => document.activeElement === elsewhere);
  });

  it("opens from the header's box with a click, labelled with its shortcut", async () => {
    const page = render(
      <MemoryRouter>
        <SearchBox />
      </MemoryRouter>,
    );
    const box = page.querySelector<HTMLButtonElement>("[data-testid=header-search]")!;
    expect(box.getAttribute("aria-label")).toBe("Buscar (Ctrl K)");
    expect(box.getAttribute("aria-haspopup")).toBe("dialog");
    await act(async () => box.click());
    await until(() => document.querySelector("[data-testid=search-input]") !== null);
  });
});
