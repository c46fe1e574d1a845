// What the filtered invoices add up to, every row the filters find and not only the page shown
// (GET /api/invoices/totals with the table's own filters). Its query sits under Refine's key of
// the invoices, so a save or a live change elsewhere reads it again.
import { Card, Statistic } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../resource-pages/money";
import { loadListTotals } from "../billing-api";
import type { InvoiceTotalsAnswer } from "../../../../resources/billing/invoice-answers";

const FIGURES: readonly (keyof InvoiceTotalsAnswer)[] = ["subtotal", "tax_total", "total", "paid_total", "outstanding"];

export function InvoiceTotalsBar({ query }: { query: URLSearchParams }) {
  const { t, i18n } = useTranslation();
  const text = query.toString();
  const { data, isLoading } = useQuery({
    queryKey: ["data", "default", "invoices", "totals", text],
    queryFn: () => loadListTotals(new URLSearchParams(text)),
  });
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="invoice-totals" aria-label={t("billing:totals.label")}>
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(104px, 1fr))", gap: "8px 16px" }}>
        <Statistic
          title={t("billing:totals.count")}
          value={data?.count ?? 0}
          loading={isLoading}
          valueStyle={{ fontSize: 17 }}
        />
        {FIGURES.map((key) => (
          <Statistic
            key={key}
            title={t(`billing:totals.${key}`)}
            value={formatMoney(data?.[key] ?? 0, i18n.language)}
            loading={isLoading}
            valueStyle={{
              fontSize: 17,
              whiteSpace: "nowrap",
              color: key === "outstanding" && (data?.outstanding ?? 0) > 0 ? "#cf1322" : undefined,
            }}
            data-testid={`invoice-totals-${key}`}
          />
        ))}
      </div>
    </Card>
  );
}
