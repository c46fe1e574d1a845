import { describe, expect, it } from "vitest";
import { getResource } from "../../../resources/registry";
import { csvCell as csvValue } from "../../../resources/kit/csv-cell";
import { formItemPropsFor } from "../../../web/resource-pages/field-input";
import { rulesFor } from "../../../web/resource-pages/form-rules";
import { labelsOf, MAX_TAGS } from "../../../web/resource-pages/tags";

// A tags field on the web: the form sends labels the way the API keeps them, checks the API's
// limits before sending, and the CSV export reads them joined.
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const tickets = getResource("tickets")!;

async function check(rules: ReturnType<typeof rulesFor>, value: unknown): Promise<string[]> {
  const errors: string[] = [];
  for (const rule of rules) {
    if (typeof rule === "function" || !("validator" in rule) || !rule.validator) continue;
    await Promise.resolve(rule.validator(rule as never, value, () => undefined)).catch((e: Error) =>
      errors.push(e.message),
    );
  }
  return errors;
}

describe("tags fields", () => {
  it("normalizes a form value: trimmed, no blanks, no repeats, never null", () => {
    expect(labelsOf([" urgente ", "", "  ", "urgente", "vip", 3])).toEqual(["urgente", "vip"]);
    expect(labelsOf(null)).toEqual([]);
    expect(formItemPropsFor(tickets.fields.tags).normalize?.([" a", "a ", "b"], undefined, {})).toEqual(["a", "b"]);
  });

  it("checks the number of labels and each label's length", async () => {
    const rules = rulesFor(tickets.fields.tags, t);
    expect(rules).toContainEqual({
      type: "array",
      max: MAX_TAGS,
      message: `validation:maxItems {"count":${MAX_TAGS}}`,
    });
    expect(await check(rules, ["x".repeat(40)])).toEqual([]);
    expect(await check(rules, ["ok", "x".repeat(41)])).toEqual(['validation:maxLength {"max":40}']);
    expect(rulesFor({ type: "tags", required: true }, t)[0]).toEqual({
      required: true,
      type: "array",
      min: 1,
      message: "validation:required",
    });
  });

  it("exports labels joined with commas", () => {
    expect(csvValue(tickets, "tags", ["urgente", "vip"], t)).toBe("urgente, vip");
    expect(csvValue(tickets, "tags", [], t)).toBe("");
  });
});
