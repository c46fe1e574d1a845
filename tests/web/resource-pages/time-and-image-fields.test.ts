import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { getResource, RESOURCES } from "../../../resources/registry";
import { imageFields } from "../../../resources/kit/define-resource";
import { csvCell as csvValue } from "../../../resources/kit/csv-cell";
import { formItemPropsFor } from "../../../web/resource-pages/field-input";
import { breaksNotBefore, rulesFor, TIME_REGEXP } from "../../../web/resource-pages/form-rules";
import { formFields, formLayoutFields } from "../../../web/resource-pages/resource-form";
import { dayjsOfTime } from "../../../web/resource-pages/time-value";

// Time and image fields on the web: the TimePicker's Dayjs becomes the API's "HH:MM" and back,
// the form checks the API's pattern and compares times for notBefore; an image is laid out in the
// form but never part of its body; the CSV export reads both as their text.
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const sessions = getResource("course-sessions")!;
const courses = getResource("courses")!;

describe("time fields", () => {
  it("sends the picker's value as HH:MM and shows a stored HH:MM in the picker", () => {
    const props = formItemPropsFor(sessions.fields.start_time);
    expect(props.normalize?.(dayjs().hour(7).minute(5), undefined, {})).toBe("07:05");
    expect(props.normalize?.(dayjs().hour(23).minute(55), undefined, {})).toBe("23:55");
    expect(props.normalize?.(null, undefined, {})).toBeNull();
    const shown = props.getValueProps?.("17:30") as { value?: dayjs.Dayjs };
    expect(shown.value?.format("HH:mm")).toBe("17:30");
    expect((props.getValueProps!(null) as { value?: unknown }).value).toBeUndefined();
    expect(dayjsOfTime("24:00")).toBeUndefined();
  });

  it("checks the API's pattern, and compares times for notBefore", () => {
    expect(rulesFor(sessions.fields.start_time, t)).toContainEqual({
      pattern: TIME_REGEXP,
      message: "validation:time",
    });
    for (const ok of ["00:00", "09:30", "23:59"]) expect(TIME_REGEXP.test(ok), ok).toBe(true);
    for (const bad of ["25:00", "7:5", "24:00", "09:60"]) expect(TIME_REGEXP.test(bad), bad).toBe(false);
    expect(breaksNotBefore("09:59", "10:00")).toBe(true);
    expect(breaksNotBefore("10:00", "10:00")).toBe(false);
    expect(breaksNotBefore("10:01", "10:00")).toBe(false);
    expect(breaksNotBefore("09:00", null)).toBe(false);
  });

  it("exports a time as its text", () => {
    expect(csvValue(sessions, "start_time", "09:00", t)).toBe("09:00");
  });
});

describe("image fields", () => {
  it("are laid out in the form, in declaration order, but never in its body", () => {
    for (const def of RESOURCES) {
      const body = formFields(def).map(([name]) => name);
      const layout = formLayoutFields(def).map(([name]) => name);
      for (const [name] of imageFields(def)) {
        expect(body, `${def.name}.${name}`).not.toContain(name);
        expect(layout, `${def.name}.${name}`).toContain(name);
      }
      expect(layout.filter((name) => def.fields[name].type !== "image")).toEqual(body);
    }
    expect(imageFields(courses).map(([name]) => name)).toEqual(["image"]);
  });

  it("exports the stored path, or nothing", () => {
    expect(csvValue(courses, "image", "files/images/0b7c0c1e-2f1a-4c1e-9a7e-1d2c3b4a5f6e.png", t)).toBe(
      "files/images/0b7c0c1e-2f1a-4c1e-9a7e-1d2c3b4a5f6e.png",
    );
    expect(csvValue(courses, "image", null, t)).toBe("");
  });
});
