// The invoices of /billings, narrowed by the page's filter bar: the declared list columns (sorted
// and paged on the server), the number a link to the invoice's page (a draft, having none yet, by
// its id), the status as a coloured tag, and per row the PDF and, on a draft, Edit.
import { useEffect } from "react";
import type { BaseRecord, CrudFilter, CrudSorting } from "@refinedev/core";
import { useFilteredTable } from "../../../components/list/use-filtered-table";
import { Button, Space, Table } from "antd";
import { EditOutlined, FilePdfOutlined } from "@ant-design/icons";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../../resources/kit/types";
import { childColumns } from "../../../components/child-records/child-columns";
import { useRowLayout } from "../../../resource-pages/row-layout";
import { tablePagination } from "../../../resource-pages/table-pagination";
import { usePinnableName } from "../../../resource-pages/use-pinnable-name";
import { downloadInvoicePdf } from "../billing-api";
import { invoiceEditPath, invoicePath } from "../billing-paths";
import { invoiceName, isDraft, pdfFileName, type InvoiceRecord } from "../invoice-record";
import { InvoiceStatusTag } from "../invoice-status-tag";

interface InvoicesTableProps {
  def: ResourceDef;
  filters: CrudFilter[];
  /** Editing drafts: admins. */
  mayWrite: boolean;
  /** The sort the export follows. */
  onSorters: (sorters: CrudSorting) => void;
}

export function InvoicesTable({ def, filters, mayWrite, onSorters }: InvoicesTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tableProps, sorters } = useFilteredTable(def, filters);
  const sortText = JSON.stringify(sorters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by sortText: Refine's sorters are new each render
  useEffect(() => onSorters(sorters), [sortText]);
  const pinnedName = usePinnableName(def.labelField);
  const draftLabel = t("billing:draft");

  const columns = childColumns(def, { names: [...def.list.columns], sorters, rows: tableProps.dataSource }, t).map(
    (column) => {
      if (column.key === def.labelField) {
        return {
          ...column,
          render: (_: unknown, row: BaseRecord) => (
            <Link to={invoicePath(row.id!)} data-testid="invoice-link">
              <strong>{invoiceName(row as InvoiceRecord, draftLabel)}</strong>
            </Link>
          ),
        };
      }
      if (column.key === "status")
        return {
          ...column,
          render: (value: unknown) => <InvoiceStatusTag status={String(value)} testId="invoice-status" />,
        };
      if (column.key === "total" || column.key === "outstanding") return { ...column, align: "right" as const };
      return column;
    },
  );

  const actions = (row: BaseRecord) => {
    const invoice = row as InvoiceRecord;
    const name = invoiceName(invoice, draftLabel);
    return (
      <Space size={4}>
        <Button
          size="small"
          icon={<FilePdfOutlined />}
          aria-label={t("billing:list.downloadPdf", { name })}
          title={t("billing:list.downloadPdf", { name })}
          onClick={() => void downloadInvoicePdf(invoice.id, pdfFileName(invoice)).catch(() => undefined)}
        />
        {mayWrite && isDraft(invoice) && (
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t("buttons.edit")}
            title={t("buttons.edit")}
            onClick={() => navigate(invoiceEditPath(invoice.id))}
          />
        )}
      </Space>
    );
  };

  const layout = useRowLayout({
    def,
    columns,
    actions,
    shown: () => true,
    pinnedName,
    rows: tableProps.dataSource?.length,
    openPath: (row) => invoicePath(row.id!),
  });

  return (
    <Table
      {...tableProps}
      rowKey="id"
      size="middle"
      data-testid="invoices-table"
      {...layout}
      pagination={tablePagination(tableProps.pagination, t)}
    />
  );
}
