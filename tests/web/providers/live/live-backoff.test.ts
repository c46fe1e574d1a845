import { describe, expect, it } from "vitest";
import { backoffDelay, MAX_DELAY_MS, retryAfterMs } from "../../../../web/providers/live/backoff";

// How long the live stream waits between attempts.

describe("backoff", () => {
  it("starts at 0.5 s, doubles, stops at 15 s, with ±25 % jitter", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((n) => backoffDelay(n, () => 0.5))).toEqual([
      500, 1000, 2000, 4000, 8000, 15000, 15000, 15000,
    ]);
    expect(backoffDelay(1, () => 0)).toBe(375);
    expect(backoffDelay(1, () => 1)).toBe(625);
    expect(backoffDelay(30, () => 1)).toBeLessThanOrEqual(MAX_DELAY_MS * 1.25);
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(retryAfterMs("7")).toBe(7000);
    expect(retryAfterMs(null)).toBe(0);
    expect(retryAfterMs("Wed, 21 Oct 2015 07:28:10 GMT", Date.parse("Wed, 21 Oct 2015 07:28:00 GMT"))).toBe(10_000);
    expect(retryAfterMs("soon")).toBe(0);
  });
});
