import { useState } from "react";
import { ExportButton, useTable } from "@refinedev/antd";
import { Descriptions, Grid, Space, Table, Tag, Typography, type TableColumnType } from "antd";
import { useTranslation } from "react-i18next";
import type { AuditLogRow } from "../../../providers/audit-log-provider";
import { ChangeDiff } from "./change-diff";
import { LogFilters, toCrudFilters, type LogFilterValues } from "./log-filters";
import { actionColor, actionLabel, formatWhen, resourceLabel } from "./log-labels";
import { UserCell } from "./user-cell";
import { tablePagination } from "../../../resource-pages/table-pagination";
import { useCsvDownload } from "../../../components/list/list-export";
import { cardColumn } from "../../../resource-pages/row-layout";

// The activity log: filters, newest first, each row expanding to its before → after.
export function ActivityLogTable() {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<LogFilterValues>({});
  const { tableProps, sorters, filters, setFilters, setCurrentPage } = useTable<AuditLogRow>({
    resource: "logs",
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: "created_at", order: "desc" }] },
    filters: { initial: toCrudFilters({}) },
  });

  // The API writes the file (GET /api/logs/export.csv), under the table's filters and order.
  const { exportCsv, exporting } = useCsvDownload("logs/export.csv", filters, sorters, "logs");

  const phone = Grid.useBreakpoint().md === false;
  const columns: TableColumnType<AuditLogRow>[] = [
    {
      key: "created_at",
      dataIndex: "created_at",
      title: t("logs:columns.created_at"),
      sorter: true,
      defaultSortOrder: "descend",
      render: (v: string) => formatWhen(v, i18n.language),
    },
    { key: "user", title: t("logs:columns.user"), render: (_: unknown, row: AuditLogRow) => <UserCell row={row} /> },
    {
      key: "action",
      dataIndex: "action",
      title: t("logs:columns.action"),
      sorter: true,
      render: (a: string) => <Tag color={actionColor(a)}>{actionLabel(t, a)}</Tag>,
    },
    {
      key: "resource",
      dataIndex: "resource",
      title: t("logs:columns.resource"),
      sorter: true,
      render: (r: string) => resourceLabel(t, r),
    },
    {
      key: "record_id",
      dataIndex: "record_id",
      title: t("logs:columns.record_id"),
      render: (v: string | null) => v ?? "—",
    },
    {
      key: "ip",
      dataIndex: "ip",
      title: t("logs:columns.ip"),
      responsive: ["md"],
      render: (v: string | null) => v ?? "—",
    },
  ];

  const apply = (next: LogFilterValues) => {
    setValues(next);
    setFilters(toCrudFilters(next), "replace");
    setCurrentPage(1);
  };

  return (
    <>
      <Space wrap style={{ width: "100%", justifyContent: "space-between" }} align="start">
        <LogFilters values={values} onChange={apply} />
        <ExportButton onClick={() => void exportCsv()} loading={exporting}>
          {t("logs:export")}
        </ExportButton>
      </Space>
      <Table
        {...tableProps}
        rowKey="id"
        size="middle"
        // A fixed width, not max-content: a long value in an expanded row must not widen the columns.
        scroll={phone ? undefined : { x: 900 }}
        locale={{ emptyText: t("logs:empty") }}
        pagination={tablePagination(tableProps.pagination, t)}
        expandable={{
          expandedRowRender: (row: AuditLogRow) => (
            <Space direction="vertical" style={{ width: "100%" }}>
              <ChangeDiff row={row} />
              <Descriptions size="small" column={{ xs: 1, md: 2 }}>
                <Descriptions.Item label={t("logs:columns.request_id")}>{row.request_id ?? "—"}</Descriptions.Item>
                <Descriptions.Item label={t("logs:columns.user_agent")}>
                  <Typography.Text style={{ wordBreak: "break-word" }}>{row.user_agent ?? "—"}</Typography.Text>
                </Descriptions.Item>
              </Descriptions>
            </Space>
          ),
        }}
        // On a phone each entry is a card (as every list's is), still expanding to its change.
        columns={phone ? [cardColumn(["created_at", "user", "action", "resource", "record_id"], columns)] : columns}
        showHeader={!phone}
        className={phone ? "row-cards" : undefined}
      />
    </>
  );
}
