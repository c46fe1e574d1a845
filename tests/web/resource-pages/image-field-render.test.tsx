// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { act } from "react";
import { render, unmount } from "../../fixtures/dom-render";
import { Form } from "antd";
import { i18n } from "../../../web/i18n";
import { getResource } from "../../../resources/registry";
import { FieldDisplay } from "../../../web/resource-pages/field-display";
import { ImageField } from "../../../web/resource-pages/image-field";

// What the generated pages draw for time and image fields: a create form has no row to hang an
// image on yet and says to save first, in the reader's language; a time reads as its text.
// antd's form grid asks the screen's width; jsdom has no media queries.
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
const courses = getResource("courses")!;
const sessions = getResource("course-sessions")!;

describe("time and image fields on the page", () => {
  it("asks to save first on a create form, in Spanish and in English", async () => {
    for (const [lang, text] of [
      ["es", "Guarda primero para añadir una imagen"],
      ["en", "Save first to add an image"],
    ] as const) {
      await act(() => i18n.changeLanguage(lang));
      const page = render(
        <Form>
          <ImageField
            def={courses}
            name="image"
            record={undefined}
            onChanged={() => undefined}
            onBusy={() => undefined}
          />
        </Form>,
      );
      expect(page.querySelector('[data-testid="image-save-first-image"]')?.textContent).toBe(text);
      unmount();
    }
    await act(() => i18n.changeLanguage("es"));
  });

  it("shows a time as its text and an empty image as a dash", () => {
    expect(render(<FieldDisplay def={sessions} name="start_time" value="09:05" />).textContent).toBe("09:05");
    unmount();
    expect(render(<FieldDisplay def={courses} name="image" value={null} />).textContent).toBe("—");
  });
});
