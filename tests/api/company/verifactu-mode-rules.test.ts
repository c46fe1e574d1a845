import { describe, expect, it } from "vitest";
import { AppError } from "../../../api/errors.js";
import { modeChange, yearStart, type ModeState } from "../../../api/modules/company/verifactu-mode.js";

// The rules of changing mode with the clock given: the calendar year is the company's own, so on
// New Year's Eve Madrid may be in the new year while the Canaries are still in the old one.
const certificateNotAfter = new Date("2030-01-01T00:00:00Z");
const state = (over: Partial<ModeState> = {}): ModeState => ({
  mode: "verifactu",
  since: new Date("2026-06-01T10:00:00Z"),
  timezone: "Europe/Madrid",
  certificateNotAfter,
  ...over,
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, errors: error.fieldErrors };
    throw error;
  }
  return null;
};

describe("changing the VeriFactu mode", () => {
  it("reckons the year in the company's time zone", () => {
    const eve = new Date("2026-12-31T23:30:00Z");
    expect(yearStart(eve, "Europe/Madrid").toISOString()).toBe("2026-12-31T23:00:00.000Z");
    expect(yearStart(eve, "Atlantic/Canary").toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(modeChange(state(), "no_verifactu", false, eve)).toEqual({ verifactu_mode: "no_verifactu" });
    expect(refusal(() => modeChange(state({ timezone: "Atlantic/Canary" }), "no_verifactu", false, eve))).toEqual({
      status: 422,
      errors: { verifactu_mode: [{ key: "company:verifactuHoldsThisYear", params: { year: 2026, next: 2027 } }] },
    });
  });

  it("holds VERI*FACTU chosen this year, or used this year, until 31 December", () => {
    const now = new Date("2027-03-01T12:00:00Z");
    expect(
      refusal(() => modeChange(state({ since: new Date("2027-01-01T10:00:00Z") }), "no_verifactu", false, now))?.status,
    ).toBe(422);
    expect(refusal(() => modeChange(state(), "no_verifactu", true, now))?.status).toBe(422);
    expect(modeChange(state(), "no_verifactu", false, now)).toEqual({ verifactu_mode: "no_verifactu" });
  });

  it("takes VERI*FACTU at any time with a certificate in force, noting since when", () => {
    const now = new Date("2027-03-01T12:00:00Z");
    const from = state({ mode: "no_verifactu", since: null });
    expect(modeChange(from, "verifactu", false, now)).toEqual({ verifactu_mode: "verifactu", verifactu_since: now });
    for (const notAfter of [null, now, new Date("2027-02-28T00:00:00Z")]) {
      expect(
        refusal(() => modeChange({ ...from, certificateNotAfter: notAfter }, "verifactu", false, now))?.errors,
      ).toEqual({
        verifactu_mode: [{ key: "company:verifactuNeedsCertificate" }],
      });
    }
  });

  it("changes nothing when the mode stays", () => {
    expect(modeChange(state(), "verifactu", true, new Date())).toEqual({});
    expect(
      modeChange(state({ mode: "no_verifactu", certificateNotAfter: null }), "no_verifactu", false, new Date()),
    ).toEqual({});
  });
});
