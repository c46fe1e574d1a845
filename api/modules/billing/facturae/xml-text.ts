// Small helpers to write the Facturae XML by hand: its shape is fixed by the XSD and short
// enough that a builder library would add more than it saves.

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** `<name>children</name>`; children already XML. */
export const el = (name: string, ...children: string[]) => `<${name}>${children.join("")}</${name}>`;

/** A text element, cut to the schema's maximum length (whole characters). */
export const text = (name: string, value: string, max?: number) =>
  el(name, escapeXml(max ? [...value].slice(0, max).join("").trim() : value));

/** An element only when there is a value. */
export const optionalText = (name: string, value: string | null | undefined, max?: number) =>
  value ? text(name, value, max) : "";

/** Integer cents as a decimal with two places ("-12.30"). */
export function cents(value: number | bigint): string {
  const v = BigInt(value);
  const sign = v < 0n ? "-" : "";
  const abs = v < 0n ? -v : v;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** An integer at `scale` decimal places as a decimal of at least two places ("12.345"). */
export function scaledDecimal(value: bigint, scale: number): string {
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  const unit = 10n ** BigInt(scale);
  const fraction = String(abs % unit)
    .padStart(scale, "0")
    .replace(/0+$/, "")
    .padEnd(2, "0");
  return `${sign}${abs / unit}.${fraction}`;
}

/** A rate or percentage with two decimals ("21.00", "5.20"). */
export const rate = (value: number) => value.toFixed(2);
