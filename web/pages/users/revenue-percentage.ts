import type { Rule } from "antd/es/form";

// A user's revenue percentage: 0 to 100 with up to two decimals (2.5 %, 12.75 %), as the API
// and its numeric(5,2) column take it.
export const REVENUE_PERCENTAGE = { min: 0, max: 100, decimals: 2, step: 0.5 } as const;

type Translate = (key: string, options?: Record<string, unknown>) => string;

const hasAtMostDecimals = (value: number, decimals: number) =>
  Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6;

export function revenuePercentageRules(t: Translate): Rule[] {
  const { min, max, decimals } = REVENUE_PERCENTAGE;
  return [
    { type: "number", min, max, message: t("validation:between", { min, max }) },
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value === "number" && !hasAtMostDecimals(value, decimals))
          throw new Error(t("validation:decimals", { count: decimals }));
      },
    },
  ];
}
