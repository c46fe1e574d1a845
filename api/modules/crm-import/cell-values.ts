// A spreadsheet's cells are text the way people type it in Spain or elsewhere; each mapped
// field reads its own kind of text. Every reader answers the value, null for an empty cell, or
// an error (an i18n key) for text it cannot read.

export type CellRead<T> = { value: T | null } | { error: string };

const MONEY = /^\d+(?:\.\d+)?$/;

/**
 * Euros to integer cents: "1234.56", "1.234,56", "1234,5", "1 234,56 €". The last separator is
 * the decimal one, unless it is the only kind and every group after it has three digits ("1.234",
 * "1,234,567"): money has at most two decimals, so those can only be thousands.
 */
export function readMoney(text: string): CellRead<number> {
  let t = text.replace(/[\s\u00a0\u202f€]|EUR/gi, "");
  if (t === "") return { value: null };
  const lastDot = t.lastIndexOf(".");
  const lastComma = t.lastIndexOf(",");
  const decimal =
    lastDot >= 0 && lastComma >= 0
      ? lastDot > lastComma
        ? "."
        : ","
      : lastComma >= 0
        ? ","
        : lastDot >= 0
          ? "."
          : null;
  if (decimal) {
    const group = decimal === "." ? "," : ".";
    const parts = t.split(decimal);
    // "1.234.567" or "1.234" alone: thousands. "0,125" or "12345.678": three decimals, refused below.
    const groupsOnly =
      !t.includes(group) && /^[1-9]\d{0,2}$/.test(parts[0]) && parts.slice(1).every((p) => p.length === 3);
    if (groupsOnly) t = t.split(decimal).join("");
    else {
      if (parts.length !== 2) return { error: "crm-import-api:money" };
      t = `${parts[0].split(group).join("")}.${parts[1]}`;
    }
  }
  if (!MONEY.test(t)) return { error: "crm-import-api:money" };
  const [units, cents = ""] = t.split(".");
  if (cents.length > 2) return { error: "crm-import-api:money" };
  const value = Number(units) * 100 + Number(cents.padEnd(2, "0"));
  return Number.isSafeInteger(value) ? { value } : { error: "crm-import-api:money" };
}

/** "2025-03-31" or "31/03/2025" (also "31-03-2025", "1/3/2025"), a real calendar day. */
export function readDate(text: string): CellRead<string> {
  const t = text.trim();
  if (t === "") return { value: null };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return { error: "crm-import-api:date" };
  const [y, m, d] = parts;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d))
    return { error: "crm-import-api:date" };
  return { value: `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}` };
}

/** A whole number, "45" or "45 %"; the range is the lead's own rule (checked with the schema). */
export function readInteger(text: string): CellRead<number> {
  const t = text.trim().replace(/\s*%$/, "");
  if (t === "") return { value: null };
  if (!/^-?\d{1,10}$/.test(t)) return { error: "validation:integer" };
  return { value: Number(t) };
}

/** Lower case, without accents or punctuation: how headers and option labels are compared. */
export function plain(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9%@]+/g, " ")
    .trim();
}

/**
 * One option of an enumeration, by its code or by its label in either language ("referral",
 * "Recomendación", "cold call"). Anything else goes through as typed: the schema refuses it.
 */
export function readChoice(text: string, labels: ReadonlyMap<string, string>): CellRead<string> {
  const t = text.trim();
  if (t === "") return { value: null };
  return { value: labels.get(plain(t)) ?? t };
}

/** Plain text, trimmed; empty is no value. */
export function readText(text: string): CellRead<string> {
  const t = text.trim();
  return { value: t === "" ? null : t };
}
