// The company's currency (GET /api/company), in which budgets are shown; EUR until it is known.
import { useCustom } from "@refinedev/core";
import { formatMoney as formatMoneyIn } from "../../../../resources/kit/money";

export const DEFAULT_CURRENCY = "EUR";

export function useCompanyCurrency(): string {
  const { result } = useCustom<{ currency?: string | null }>({
    url: "company",
    method: "get",
    queryOptions: { staleTime: 5 * 60_000 },
  });
  const currency = result?.data?.currency;
  return typeof currency === "string" && /^[A-Z]{3}$/.test(currency) ? currency : DEFAULT_CURRENCY;
}

/** A money amount in the UI language's number format. */
export function formatMoney(amount: number, currency: string, language: string): string {
  return formatMoneyIn(Math.round(amount * 100), language, { currency });
}
