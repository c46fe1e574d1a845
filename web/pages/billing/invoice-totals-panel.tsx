// What an invoice comes to: the tax breakdown (one row per VAT rate or exemption and surcharge)
// and the totals. The editor shows it live from its lines (computeInvoiceTotals, the server's own
// code); the invoice's page shows the stored figures.
import { Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { InvoiceTotals } from "../../../resources/billing/invoice-totals";
import { formatMoney } from "../../resource-pages/money";
import { exemptionLabel } from "./exemption-label";
import { formatRate } from "./format-rate";

type Figures = Pick<InvoiceTotals, "breakdown" | "subtotal" | "vat_total" | "surcharge_total" | "irpf_total" | "total">;

export function InvoiceTotalsPanel({ totals, irpfRate }: { totals: Figures; irpfRate: number }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const surcharge = totals.breakdown.some((row) => row.surcharge_rate > 0);
  const lines: [string, number, string][] = [
    [t("billing:totals.subtotal"), totals.subtotal, "subtotal"],
    [t("billing:totals.vat"), totals.vat_total, "vat"],
    ...(surcharge
      ? [[t("billing:totals.surcharge"), totals.surcharge_total, "surcharge"] as [string, number, string]]
      : []),
    ...(irpfRate
      ? [[t("billing:totals.irpf", { rate: irpfRate }), -totals.irpf_total, "irpf"] as [string, number, string]]
      : []),
  ];
  return (
    <div
      style={{ display: "flex", flexWrap: "wrap", gap: 24, justifyContent: "space-between", alignItems: "flex-start" }}
      data-testid="invoice-totals-panel"
    >
      <Table
        size="small"
        pagination={false}
        rowKey={(row) => `${row.vat_rate ?? row.exemption}|${row.exemption_ground ?? ""}|${row.surcharge_rate}`}
        dataSource={totals.breakdown}
        style={{ flex: "1 1 320px", maxWidth: 560 }}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("billing:breakdown.empty") }}
        data-testid="invoice-breakdown"
        columns={[
          {
            key: "rate",
            title: t("billing:breakdown.rate"),
            render: (_, row) =>
              row.vat_rate === null ? exemptionLabel(t, row) : formatRate(row.vat_rate, i18n.language),
          },
          { key: "base", title: t("billing:breakdown.base"), align: "right", render: (_, row) => money(row.base) },
          { key: "vat", title: t("billing:breakdown.vat"), align: "right", render: (_, row) => money(row.vat) },
          ...(surcharge
            ? [
                {
                  key: "surcharge",
                  title: t("billing:breakdown.surcharge"),
                  align: "right" as const,
                  render: (_: unknown, row: Figures["breakdown"][number]) =>
                    row.surcharge_rate
                      ? `${money(row.surcharge)} (${formatRate(row.surcharge_rate, i18n.language)})`
                      : "—",
                },
              ]
            : []),
        ]}
      />
      <dl style={{ flex: "0 1 300px", margin: 0, marginInlineStart: "auto", minWidth: 240 }}>
        {lines.map(([label, cents, key]) => (
          <div key={key} style={{ display: "flex", justifyContent: "space-between", gap: 16, padding: "4px 0" }}>
            <dt>
              <Typography.Text type="secondary">{label}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }} data-testid={`totals-${key}`}>
              {money(cents)}
            </dd>
          </div>
        ))}
        <div
          style={{
            display: "flex",
            justifyContent: "space-between",
            gap: 16,
            padding: "8px 0 0",
            borderTop: "1px solid #f0f0f0",
            marginTop: 4,
          }}
        >
          <dt>
            <Typography.Text strong>{t("billing:totals.total")}</Typography.Text>
          </dt>
          <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }} data-testid="totals-total">
            {money(totals.total)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
