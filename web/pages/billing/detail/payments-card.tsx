// The payments received for an invoice (staff), newest first; an admin may delete one recorded
// by mistake (the invoice's paid total and status follow, in the API).
import type { BaseRecord } from "@refinedev/core";
import { useList } from "@refinedev/core";
import { Card, Grid, Table, type TableColumnType } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { DeleteConfirmButton } from "../../../resource-pages/delete-confirm";
import { formatMoney } from "../../../resource-pages/money";
import { numberOf } from "../invoice-record";
import { cardsOnPhone } from "../../../resource-pages/row-layout";
import { ACTIONS_KEY } from "../../../resource-pages/pinned-columns";
import { invoicePayments } from "../../../../resources/billing/invoice-payments";

export function PaymentsCard({ invoiceId, onChanged }: { invoiceId: number; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const { result, query } = useList({
    resource: "invoice-payments",
    filters: [{ field: "invoice_id", operator: "eq", value: invoiceId }],
    sorters: [{ field: "paid_on", order: "desc" }],
    pagination: { pageSize: 100 },
  });
  const phone = Grid.useBreakpoint().md === false;
  const columns: TableColumnType<BaseRecord>[] = [
    {
      key: "paid_on",
      title: t("resources:invoice-payments.fields.paid_on"),
      render: (_, row) => dayjs(String(row.paid_on)).locale(i18n.language).format("L"),
    },
    {
      key: "method",
      title: t("resources:invoice-payments.fields.method"),
      render: (_, row) =>
        t(`resources:invoice-payments.options.method.${String(row.method)}`, { defaultValue: String(row.method) }),
    },
    {
      key: "amount",
      title: t("resources:invoice-payments.fields.amount"),
      align: "right",
      render: (_, row) => formatMoney(numberOf(row.amount), i18n.language),
    },
    {
      key: "note",
      title: t("resources:invoice-payments.fields.note"),
      render: (_, row) => (row.note ? String(row.note) : "—"),
    },
    {
      key: ACTIONS_KEY,
      width: 1,
      render: (_, row) => (
        <DeleteConfirmButton def={invoicePayments} record={row} hideText size="small" onDeleted={onChanged} />
      ),
    },
  ];
  return (
    <Card size="small" title={t("billing:payments.title")} style={{ marginBottom: 16 }} data-testid="invoice-payments">
      <Table<BaseRecord>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={result.data}
        pagination={false}
        locale={{ emptyText: t("billing:payments.empty") }}
        // On a phone each payment is a card: date, method, amount and note, then its button.
        scroll={{ x: "max-content" }}
        {...cardsOnPhone(phone, ["paid_on", "method", "amount", "note"], columns)}
      />
    </Card>
  );
}
