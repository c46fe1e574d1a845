// The widget of a money field: euros with two decimals, typed with the language's decimal
// separator, while the form (and the API) hold integer cents.
import { InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { centsToEuros, decimalSeparator, eurosToCents } from "./money";

interface MoneyInputProps {
  /** Cents. */
  value?: number | null;
  onChange?: (cents: number | null) => void;
  /** Bounds in cents, as declared. */
  min?: number;
  max?: number;
  [prop: string]: unknown;
}

export function MoneyInput({ value, onChange, min, max, ...rest }: MoneyInputProps) {
  const { i18n } = useTranslation();
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
      decimalSeparator={decimalSeparator(i18n.language)}
      addonAfter="€"
    />
  );
}
