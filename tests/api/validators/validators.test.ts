import { describe, expect, it } from "vitest";
import { isValidDni, isValidDniOrNie, isValidNie, normalizeSpanishId } from "../../../api/validators/dni-nie.js";
import { isValidCif, isValidTaxId } from "../../../api/validators/nif-cif.js";
import { normalizePhone } from "../../../api/validators/phone.js";
import { normalizeWebsite } from "../../../api/validators/url.js";
import { isCurrencyCode, isTimeZone } from "../../../api/validators/intl-values.js";

describe("DNI and NIE", () => {
  it.each(["12345678Z", "00000000T", "99999999R", "12345678-z", " 12.345.678 Z "])("accepts the DNI %s", (id) => {
    expect(isValidDni(id)).toBe(true);
    expect(isValidDniOrNie(id)).toBe(true);
  });
  it.each(["12345678A", "1234567Z", "123456789Z", "ABCDEFGHZ", "1234A678Z", "", "X1234567L"])(
    "refuses %s as a DNI",
    (id) => {
      expect(isValidDni(id)).toBe(false);
    },
  );
  it.each(["X1234567L", "Y1234567X", "Z1234567R", "x-1234567-l"])("accepts the NIE %s", (id) => {
    expect(isValidNie(id)).toBe(true);
    expect(isValidDniOrNie(id)).toBe(true);
  });
  it.each(["X1234567A", "W1234567L", "X12345678L", "X123456L"])("refuses %s as a NIE", (id) => {
    expect(isValidNie(id)).toBe(false);
    expect(isValidDniOrNie(id)).toBe(false);
  });
  it("normalizes to upper case without separators", () => {
    expect(normalizeSpanishId(" x-1234567.l ")).toBe("X1234567L");
  });
});

describe("NIF and CIF", () => {
  it.each(["A58818501", "B12345674", "Q2826000H", "b-12345674"])("accepts the CIF %s", (id) => {
    expect(isValidCif(id)).toBe(true);
    expect(isValidTaxId(id)).toBe(true);
  });
  it.each(["A58818502", "B12345675", "A5881850X", "Q2826000A", "I12345674", "B1234567"])("refuses %s", (id) => {
    expect(isValidCif(id)).toBe(false);
    expect(isValidTaxId(id)).toBe(false);
  });
  it("takes a person's NIF (DNI or NIE) as a tax id too", () => {
    expect(isValidTaxId("12345678Z")).toBe(true);
    expect(isValidTaxId("X1234567L")).toBe(true);
    expect(isValidTaxId("12345678A")).toBe(false);
  });
});

describe("phone", () => {
  it("reads numbers without a prefix as Spanish and formats them internationally", () => {
    expect(normalizePhone("612 34 56 78")).toBe("+34 612 34 56 78");
    expect(normalizePhone("912345678")).toBe("+34 912 34 56 78");
  });
  it("accepts foreign numbers with their prefix", () => {
    expect(normalizePhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
  });
  it.each(["12345", "+34 123", "abc", "6123456789012"])("refuses %s", (phone) => {
    expect(normalizePhone(phone)).toBeNull();
  });
});

describe("website, currency and time zone", () => {
  it("assumes https and refuses what is not a web address", () => {
    expect(normalizeWebsite("www.example.com")).toBe("https://www.example.com/");
    expect(normalizeWebsite("http://example.es/a")).toBe("http://example.es/a");
    for (const bad of [
      "javascript:alert(1)",
      "ftp://example.com",
      "not a url",
      "localhost",
      "https://user:pw@example.com",
    ])
      expect(normalizeWebsite(bad), bad).toBeNull();
  });
  it("knows ISO 4217 currencies and IANA zones", () => {
    expect(isCurrencyCode("EUR")).toBe(true);
    expect(isCurrencyCode("USD")).toBe(true);
    expect(isCurrencyCode("XXY")).toBe(false);
    expect(isTimeZone("Europe/Madrid")).toBe(true);
    expect(isTimeZone("Atlantic/Canary")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Europe/Springfield")).toBe(false);
  });
});
