import { describe, expect, it } from "vitest";
import { revenuePercentageRules } from "../../../../web/pages/users/revenue-percentage";

// The users form takes what the API takes: 0 to 100 with up to two decimals.
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const [range, decimals] = revenuePercentageRules(t) as [
  Record<string, unknown>,
  { validator: (rule: unknown, value: unknown) => Promise<void> },
];

describe("the revenue percentage field", () => {
  it("is a number between 0 and 100, not an integer", () => {
    expect(range).toEqual({ type: "number", min: 0, max: 100, message: 'validation:between {"min":0,"max":100}' });
  });

  it.each([12.5, 2.35, 0.01, 0, 100, 33, undefined, null])("takes %s", async (value) => {
    await expect(decimals.validator({}, value)).resolves.toBeUndefined();
  });

  it.each([12.555, 0.001, 99.999])("refuses a third decimal in %s", async (value) => {
    await expect(decimals.validator({}, value)).rejects.toThrow('validation:decimals {"count":2}');
  });
});
