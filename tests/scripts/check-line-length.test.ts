import { describe, expect, it } from "vitest";
import { longLines, MAX_LINE, overBaseline } from "../../scripts/check-line-length.js";

// The line-length check behind `npm run lint`: which lines are too long, and which files grew
// more of them than the baseline allows.
describe("the line-length check", () => {
  it("finds the lines over 120 characters, counting characters rather than bytes", () => {
    const ok = "x".repeat(MAX_LINE);
    const accented = "é".repeat(MAX_LINE);
    const text = [ok, `${ok}y`, accented, `${accented}\r`, ""].join("\n");
    expect(longLines(text)).toEqual([2]);
  });

  it("fails a file only when it has more long lines than its baseline allows", () => {
    const counts = { "api/a.ts": 2, "web/b.tsx": 1, "tests/c.ts": 3 };
    const baseline = { "api/a.ts": 2, "tests/c.ts": 1 };
    expect(overBaseline(counts, baseline)).toEqual([
      { file: "web/b.tsx", count: 1, allowed: 0 },
      { file: "tests/c.ts", count: 3, allowed: 1 },
    ]);
  });
});
