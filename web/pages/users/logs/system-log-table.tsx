import { useTable } from "@refinedev/antd";
import { Input, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatWhen } from "./log-labels";

interface SystemLogRow {
  id: number;
  level: string;
  status: number | null;
  method: string | null;
  url: string | null;
  message: string;
  stack: string | null;
  request_id: string | null;
  user_id: number | null;
  created_at: string;
}

// Server errors for superadmins: a user quoting the request id of an error finds its stack here.
export function SystemLogTable() {
  const { t, i18n } = useTranslation();
  const { tableProps, setFilters, setCurrentPage } = useTable<SystemLogRow>({
    resource: "system-logs",
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: "created_at", order: "desc" }] },
  });

  return (
    <>
      <Input.Search
        allowClear
        placeholder={t("logs:filters.search")}
        aria-label={t("logs:filters.search")}
        style={{ width: 280, marginBottom: 16 }}
        onSearch={(q) => {
          setFilters([{ field: "q", operator: "eq", value: q.trim() || undefined }], "replace");
          setCurrentPage(1);
        }}
      />
      <Table
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 900 }}
        locale={{ emptyText: t("logs:empty") }}
        expandable={{
          rowExpandable: (row) => Boolean(row.stack),
          expandedRowRender: (row) => (
            <Typography.Paragraph code copyable style={{ whiteSpace: "pre-wrap", fontSize: 12, maxWidth: "100%" }}>
              {row.stack}
            </Typography.Paragraph>
          ),
        }}
        columns={[
          {
            key: "created_at",
            dataIndex: "created_at",
            title: t("logs:columns.created_at"),
            sorter: true,
            defaultSortOrder: "descend",
            render: (v: string) => formatWhen(v, i18n.language),
          },
          {
            key: "status",
            dataIndex: "status",
            title: t("logs:columns.status"),
            sorter: true,
            render: (s: number | null) => <Tag color="red">{s ?? "—"}</Tag>,
          },
          {
            key: "request",
            title: t("logs:columns.url"),
            render: (_: unknown, row) => (
              <Typography.Text code>{`${row.method ?? ""} ${row.url ?? ""}`}</Typography.Text>
            ),
          },
          {
            key: "message",
            dataIndex: "message",
            title: t("logs:columns.message"),
            render: (m: string) => (
              <Typography.Text style={{ maxWidth: 420, display: "inline-block", wordBreak: "break-word" }}>
                {m}
              </Typography.Text>
            ),
          },
          {
            key: "request_id",
            dataIndex: "request_id",
            title: t("logs:columns.request_id"),
            render: (v: string | null) => <Typography.Text copyable={Boolean(v)}>{v ?? "—"}</Typography.Text>,
          },
        ]}
      />
    </>
  );
}
