// The invoice's lines as issued (read-only) and what they come to: the same breakdown the editor
// computes, from the stored lines, with the invoice's IRPF.
import { Card, Grid, Table, Typography, type TableColumnType } from "antd";
import { useTranslation } from "react-i18next";
import { computeInvoiceTotals } from "../../../../resources/billing/invoice-totals";
import { formatMoney } from "../../../resource-pages/money";
import { lineFromRecord, lineInput } from "../editor/line-values";
import { numberOf, type InvoiceLineRecord, type InvoiceRecord } from "../invoice-record";
import { InvoiceTotalsPanel } from "../invoice-totals-panel";
import { exemptionLabel } from "../exemption-label";
import { formatRate } from "../format-rate";
import { cardsOnPhone } from "../../../resource-pages/row-layout";
import { longTableProps } from "../../../resource-pages/long-table";

export function InvoiceLinesCard({ invoice }: { invoice: InvoiceRecord }) {
  const { t, i18n } = useTranslation();
  const money = (value: unknown) => (
    <span style={{ whiteSpace: "nowrap" }}>{formatMoney(numberOf(value), i18n.language)}</span>
  );
  const lines = [...(invoice.lines ?? [])].sort((a, b) => numberOf(a.position) - numberOf(b.position));
  const irpf = numberOf(invoice.irpf_rate);
  const totals = computeInvoiceTotals(
    lines.map((line) => lineInput(lineFromRecord(line), Boolean(invoice.surcharge))),
    irpf,
  );
  // Beside the PDF the table has half the page: descriptions wrap, and an unused discount column goes.
  const phone = Grid.useBreakpoint().md === false;
  const discounted = lines.some((line) => numberOf(line.discount_percent) !== 0);
  const number = (value: unknown, digits = 3) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(numberOf(value));
  const columns: TableColumnType<InvoiceLineRecord>[] = [
    {
      key: "description",
      title: t("billing:editor.lines.description"),
      render: (_, line) => <Typography.Text style={{ whiteSpace: "pre-wrap" }}>{line.description}</Typography.Text>,
    },
    {
      key: "quantity",
      title: t("billing:editor.lines.quantity"),
      align: "right",
      render: (_, line) => number(line.quantity),
    },
    {
      key: "unit_price",
      title: t("billing:editor.lines.unit_price"),
      align: "right",
      render: (_, line) => money(line.unit_price),
    },
    ...(discounted
      ? [
          {
            key: "discount",
            title: t("billing:editor.lines.discount_percent"),
            align: "right" as const,
            render: (_: unknown, line: InvoiceLineRecord) =>
              numberOf(line.discount_percent) ? formatRate(line.discount_percent, i18n.language) : "—",
          },
        ]
      : []),
    {
      key: "vat",
      title: t("billing:editor.lines.vat"),
      align: "right",
      render: (_, line) =>
        line.vat_rate === null || line.vat_rate === undefined
          ? exemptionLabel(t, line)
          : formatRate(line.vat_rate, i18n.language),
    },
    {
      key: "base",
      title: t("billing:editor.lines.base"),
      align: "right",
      render: (_, line) => <strong>{money(line.base)}</strong>,
    },
  ];
  return (
    <Card
      size="small"
      title={t("billing:editor.lines.title")}
      style={{ marginBottom: 16 }}
      data-testid="invoice-lines-card"
    >
      <Table<InvoiceLineRecord>
        size="small"
        rowKey={(line) => String(line.id ?? line.position)}
        dataSource={lines}
        pagination={false}
        style={{ marginBottom: 16 }}
        // On a phone every line is a card with all its figures: a sideways scroll would hide them.
        {...cardsOnPhone(
          phone,
          columns.map((c) => String(c.key)),
          columns,
        )}
        {...longTableProps(lines.length, columns.length, phone)}
      />
      <InvoiceTotalsPanel totals={totals} irpfRate={irpf} />
    </Card>
  );
}
