import { describe, expect, it } from "vitest";
import { ECHO_MS, isOwnEcho } from "../../../../web/pages/crm/calendar/use-live-refetch";

describe("the calendar's live reload", () => {
  const now = 1_000_000;
  const saved = new Map([
    ["7", now - 1000],
    ["8", now - ECHO_MS - 1],
  ]);
  const change = (ids: number[], resource = "lead-activities") => ({ resource, type: "updated" as const, ids, by: 1 });

  it("skips the echo of an activity saved here moments ago", () => {
    expect(isOwnEcho(change([7]), saved, now)).toBe(true);
  });

  it("reloads for anything else: other rows, an old save, a lead, a change without ids", () => {
    expect(isOwnEcho(change([7, 9]), saved, now)).toBe(false);
    expect(isOwnEcho(change([8]), saved, now)).toBe(false);
    expect(isOwnEcho(change([7], "leads"), saved, now)).toBe(false);
    expect(isOwnEcho(change([]), saved, now)).toBe(false);
  });
});
