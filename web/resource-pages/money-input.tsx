// The widget of a money field: euros with two decimals, typed with the language's decimal
// separator and shown with its thousands grouped (5.400,00), while the form (and the API) hold
// integer cents. What the user is typing is left as typed; the grouping comes back on blur.
import { InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { separatorsOf } from "../../resources/kit/money";
import { centsToEuros, eurosToCents } from "./money";

interface MoneyInputProps {
  /** Cents. */
  value?: number | null;
  onChange?: (cents: number | null) => void;
  /** Bounds in cents, as declared. */
  min?: number;
  max?: number;
  [prop: string]: unknown;
}

/** "5400.5" (InputNumber's own text) as the language writes it: "5.400,50" / "5,400.50". */
export function groupedAmount(text: string, lang: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const { group, decimal } = separatorsOf(lang);
  const [whole, fraction] = text.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
}

/** What the user typed back to InputNumber's text: group separators out, the decimal one a dot. */
export function plainAmount(text: string, lang: string): string {
  const { group, decimal } = separatorsOf(lang);
  const digits = text.replace(/[\s\u00a0\u202f€]/g, "");
  // A lone separator with 1–2 digits after it is a decimal one, whatever the language ("12.5").
  const lone = digits.split(/[.,]/).length === 2 && /[.,]\d{1,2}$/.test(digits);
  if (lone) return digits.replace(/[.,]/, ".");
  return digits.split(group).join("").replace(decimal, ".");
}

export function MoneyInput({ value, onChange, min, max, ...rest }: MoneyInputProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <InputNumber<number>
      {...rest}
      style={{ width: "100%", maxWidth: 240, ...(rest.style as object) }}
      value={centsToEuros(value)}
      onChange={(euros) => onChange?.(eurosToCents(euros))}
      min={min === undefined ? undefined : min / 100}
      max={max === undefined ? undefined : max / 100}
      precision={2}
      step={1}
      formatter={(text, info) => (info.userTyping ? info.input : groupedAmount(String(text ?? ""), lang))}
      // rc-input-number takes the text as well as a number, and "" as no value (Number("") is 0).
      parser={(text) => plainAmount(text ?? "", lang) as unknown as number}
      addonAfter="€"
    />
  );
}
