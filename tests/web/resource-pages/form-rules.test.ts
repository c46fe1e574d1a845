import { describe, expect, it } from "vitest";
import { COLOR_PATTERN, rulesFor } from "../../../web/resource-pages/form-rules";
import { getResource } from "../../../resources/registry";

// A translate that shows which key and values were asked for.
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("rulesFor (one rule set derived from the declaration)", () => {
  it("a required string with limits", () => {
    expect(rulesFor({ type: "string", required: true, minLength: 2, maxLength: 80 }, t)).toEqual([
      { required: true, whitespace: true, message: "validation:required" },
      { type: "string", min: 2, message: 'validation:minLength {"min":2}' },
      { type: "string", max: 80, message: 'validation:maxLength {"max":80}' },
    ]);
  });

  it("an integer with bounds", () => {
    expect(rulesFor({ type: "integer", min: 0, max: 9999 }, t)).toEqual([
      { type: "integer", message: "validation:integer" },
      { type: "number", min: 0, message: 'validation:gte {"min":0}' },
      { type: "number", max: 9999, message: 'validation:lte {"max":9999}' },
    ]);
  });

  it("email, color and enum", () => {
    expect(rulesFor({ type: "email", required: true }, t)).toContainEqual({
      type: "email",
      message: "validation:email",
    });
    expect(rulesFor({ type: "color" }, t)).toContainEqual({ pattern: COLOR_PATTERN, message: "validation:color" });
    expect(rulesFor({ type: "enum", options: ["low", "high"] }, t)).toEqual([
      { type: "enum", enum: ["low", "high"], message: "validation:oneOf" },
    ]);
  });

  it("the color pattern accepts #rrggbb only", () => {
    expect(COLOR_PATTERN.test("#1677ff")).toBe(true);
    expect(COLOR_PATTERN.test("#1677FF")).toBe(true);
    expect(COLOR_PATTERN.test("1677ff")).toBe(false);
    expect(COLOR_PATTERN.test("#1677ff80")).toBe(false);
  });

  it("a required number or reference has no whitespace check (it would fail any number)", () => {
    expect(rulesFor({ type: "reference", reference: "lead-services", required: true }, t)).toEqual([
      { required: true, message: "validation:required" },
    ]);
  });

  it("a required boolean needs no required rule (a switch is always true or false)", () => {
    expect(rulesFor({ type: "boolean", required: true }, t)).toEqual([]);
  });

  it("an optional field with no limits has no rules", () => {
    expect(rulesFor({ type: "text" }, t)).toEqual([]);
  });

  it("follows a real declaration", () => {
    const def = getResource("project-states")!;
    const nameRules = rulesFor(def.fields.name, t);
    expect(nameRules[0]).toMatchObject({ required: true });
    expect(nameRules).toContainEqual({ type: "string", max: 80, message: 'validation:maxLength {"max":80}' });
  });
});
