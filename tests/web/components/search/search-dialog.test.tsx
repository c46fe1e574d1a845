// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { render } from "../../../fixtures/dom-render";
import { i18n } from "../../../../web/i18n";
import { SearchPanel } from "../../../../web/components/search/search-panel";
import type { SearchAnswer } from "../../../../web/components/search/search-api";
import { SEARCH_DEBOUNCE_MS } from "../../../../web/components/search/use-search-results";

// The search dialog's box and results (issue 15) against a search whose answers the test hands
// out itself, in the order it chooses: debounce, stale answers, groups, keys, failures.
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

interface Call {
  q: string;
  signal: AbortSignal;
  answer: (a: SearchAnswer) => Promise<void>;
  fail: (e: unknown) => Promise<void>;
}

function searchDouble() {
  const calls: Call[] = [];
  const search = (q: string, signal: AbortSignal) =>
    new Promise<SearchAnswer>((resolve, reject) => {
      calls.push({ q, signal, answer: (a) => act(async () => resolve(a)), fail: (e) => act(async () => reject(e)) });
    });
  return { calls, search };
}

const ANSWER: SearchAnswer = {
  q: "garcia",
  groups: [
    {
      kind: "leads",
      resource: "leads",
      more: true,
      items: [
        { id: 12, title: "Lucía García", subtitle: "Talleres Ruiz · lucia@correo.test", match: "text" },
        { id: 13, title: "Hugo Garcés", subtitle: null, match: "similar" },
      ],
    },
    {
      kind: "tickets",
      resource: "tickets",
      more: false,
      items: [{ id: 4, title: "Facturas en blanco", subtitle: "TK-9 · Academia", match: "text", token: "abc123" }],
    },
    {
      kind: "clients",
      resource: "lead-clients",
      more: true,
      items: [{ id: 7, title: "Clínica García", subtitle: "info@clinica.test", match: "text" }],
    },
  ],
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function mount(search: ReturnType<typeof searchDouble>["search"]) {
  let closed = 0;
  const page = render(
    <MemoryRouter initialEntries={["/"]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <SearchPanel onClose={() => closed++} search={search} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  const input = page.querySelector<HTMLInputElement>("[data-testid=search-input]")!;
  return { page, input, closed: () => closed, where: () => page.querySelector("[data-testid=where]")!.textContent };
}

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

async function type(input: HTMLInputElement, text: string) {
  // React listens for the native input event and reads the value through the prototype's setter.
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  await act(async () => {
    setter.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function press(input: HTMLInputElement, key: string) {
  await act(
    async () => void input.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true })),
  );
}

const options = (page: HTMLElement) => [...page.querySelectorAll<HTMLElement>("[role=option]")];
const activeText = (page: HTMLElement, input: HTMLInputElement) =>
  page.querySelector(`#${input.getAttribute("aria-activedescendant")}`)?.textContent;

afterEach(() => act(() => i18n.changeLanguage("es")));

describe("search dialog", () => {
  it("asks only from two characters on, once the typing has paused", async () => {
    // The clock is the test's: a busy machine cannot stretch a keystroke past the pause.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const double = searchDouble();
      const { input, page } = mount(double.search);
      const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
      await type(input, "g");
      await tick(SEARCH_DEBOUNCE_MS * 2);
      expect(double.calls).toHaveLength(0);
      expect(page.textContent).toContain("Escribe al menos dos letras");
      await type(input, "ga");
      await tick(SEARCH_DEBOUNCE_MS - 10);
      await type(input, "gar");
      await tick(SEARCH_DEBOUNCE_MS - 10);
      expect(double.calls).toHaveLength(0);
      await tick(10);
      expect(double.calls.map((c) => c.q)).toEqual(["gar"]);
      // Spaces around the words ask nothing new.
      await type(input, " gar ");
      await tick(SEARCH_DEBOUNCE_MS * 2);
      expect(double.calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never lets an earlier answer replace a later one", async () => {
    const double = searchDouble();
    const { input, page } = mount(double.search);
    await type(input, "garc");
    await wait(SEARCH_DEBOUNCE_MS + 50);
    await type(input, "garcia");
    await wait(SEARCH_DEBOUNCE_MS + 50);
    const [first, second] = double.calls;
    expect([first.q, second.q]).toEqual(["garc", "garcia"]);
    expect(first.signal.aborted).toBe(true);
    await second.answer(ANSWER);
    await first.answer({
      q: "garc",
      groups: [
        { kind: "projects", resource: "projects", more: false, items: [{ id: 1, title: "Viejo", match: "text" }] },
      ],
    });
    expect(options(page).map((o) => o.textContent)).toContain("Lucía GarcíaTalleres Ruiz · lucia@correo.test");
    expect(page.textContent).not.toContain("Viejo");
  });

  it(
    "groups the results by kind with the resource's title, " + "marks typo matches and links to the filtered lists",
    async () => {
      const double = searchDouble();
      const { input, page } = mount(double.search);
      await type(input, "garcia");
      await wait(SEARCH_DEBOUNCE_MS + 50);
      await double.calls[0].answer(ANSWER);
      const groups = [...page.querySelectorAll("[role=listbox] > [role=group]")];
      expect(groups.map((g) => page.querySelector(`#${g.getAttribute("aria-labelledby")}`)!.textContent)).toEqual([
        "Leads",
        "Tickets",
        "Clientes",
      ]);
      expect(groups[0].querySelectorAll("svg").length).toBeGreaterThan(0);
      expect(options(page)[1].textContent).toContain("¿Quiso decir…?");
      expect(options(page)[0].textContent).not.toContain("¿Quiso decir…?");
      expect(groups[0].querySelector("[data-testid=search-more]")?.textContent).toContain("Ver todos en la lista");
      expect(groups[1].querySelector("[data-testid=search-more]")).toBeNull();
      expect(input.getAttribute("aria-expanded")).toBe("true");
      expect(input.getAttribute("aria-controls")).toBe("search-listbox");

      await act(() => i18n.changeLanguage("en"));
      expect([...page.querySelectorAll("[role=group] > [role=presentation]")].map((h) => h.textContent)).toEqual([
        "Leads",
        "Tickets",
        "Clients",
      ]);
      expect(options(page)[1].textContent).toContain("Did you mean…?");
      expect(page.textContent).toContain("See all in the list");
    },
  );

  it("walks the options with the arrows across groups and opens the highlighted one with Enter", async () => {
    const double = searchDouble();
    const view = mount(double.search);
    await type(view.input, "garcia");
    await wait(SEARCH_DEBOUNCE_MS + 50);
    await double.calls[0].answer(ANSWER);
    // leads: 2 records + "see all", tickets: 1, clients: 1 + "see all".
    expect(options(view.page)).toHaveLength(6);
    expect(activeText(view.page, view.input)).toContain("Lucía García");
    await press(view.input, "ArrowUp");
    expect(activeText(view.page, view.input)).toContain("Ver todos");
    expect(view.page.querySelector("[aria-selected=true]")?.id).toBe(view.input.getAttribute("aria-activedescendant"));
    await press(view.input, "ArrowDown");
    await press(view.input, "ArrowDown");
    await press(view.input, "ArrowDown");
    await press(view.input, "ArrowDown");
    expect(activeText(view.page, view.input)).toContain("Facturas en blanco");
    await press(view.input, "Enter");
    expect(view.where()).toBe("/support/ticket-abc123");
    expect(view.closed()).toBe(1);
  });

  it("opens each kind's page and list the way the app links to them", async () => {
    const double = searchDouble();
    const view = mount(double.search);
    await type(view.input, "garcia");
    await wait(SEARCH_DEBOUNCE_MS + 50);
    await double.calls[0].answer(ANSWER);
    await act(async () => options(view.page)[0].click());
    expect(view.where()).toBe("/crm/lead-detail/12");
    await act(async () => view.page.querySelectorAll<HTMLElement>("[data-testid=search-more]")[0].click());
    expect(view.where()).toBe("/crm/kanban?q=garcia");
    await act(async () => view.page.querySelectorAll<HTMLElement>("[data-testid=search-more]")[1].click());
    expect(view.where()).toBe("/crm/clients?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=garcia");
  });

  it("says when nothing matched, and shows a failure in the reader's language", async () => {
    const double = searchDouble();
    const { input, page } = mount(double.search);
    await type(input, "zzzz");
    await wait(SEARCH_DEBOUNCE_MS + 50);
    await double.calls[0].answer({ q: "zzzz", groups: [] });
    expect(page.querySelector("[data-testid=search-status]")!.textContent).toBe("Sin resultados para «zzzz».");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    await press(input, "Enter");

    await type(input, "zzzzz");
    await wait(SEARCH_DEBOUNCE_MS + 50);
    await double.calls[1].fail(Object.assign(new Error("Network Error"), { statusCode: 0 }));
    expect(page.querySelector("[role=alert]")?.textContent).toBe("No se pudo buscar. Inténtalo de nuevo.");

    await act(() => i18n.changeLanguage("en"));
    await type(input, "zzzzzz");
    await wait(SEARCH_DEBOUNCE_MS + 50);
    await double.calls[2].fail(Object.assign(new Error("The search text is too long"), { statusCode: 400 }));
    expect(page.querySelector("[role=alert]")?.textContent).toBe("The search text is too long");
    await type(input, "qqqq");
    await wait(SEARCH_DEBOUNCE_MS + 50);
    await double.calls[3].answer({ q: "qqqq", groups: [] });
    expect(page.querySelector("[data-testid=search-status]")!.textContent).toBe("No results for “qqqq”.");
  });
});
