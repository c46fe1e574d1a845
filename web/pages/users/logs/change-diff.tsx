import { Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { AuditLogRow } from "../../../providers/audit-log-provider";
import { changedKeys, fieldLabel, formatValue } from "./log-labels";

// The before → after of one log row, field by field.
export function ChangeDiff({ row }: { row: Pick<AuditLogRow, "resource" | "before" | "after"> }) {
  const { t } = useTranslation();
  const keys = changedKeys(row.before, row.after);
  if (!keys.length) return <Typography.Text type="secondary">{t("logs:noChanges")}</Typography.Text>;
  const cell = (value: unknown, type?: "danger" | "success") => (
    <Typography.Text
      type={value === undefined || value === null ? "secondary" : type}
      style={{ wordBreak: "break-word" }}
    >
      {formatValue(value)}
    </Typography.Text>
  );
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={keys.map((field) => ({ field, before: row.before?.[field], after: row.after?.[field] }))}
      columns={[
        {
          key: "field",
          title: t("logs:columns.field"),
          dataIndex: "field",
          render: (f: string) => <strong>{fieldLabel(t, row.resource, f)}</strong>,
        },
        {
          key: "before",
          title: t("logs:columns.before"),
          dataIndex: "before",
          render: (v: unknown) => cell(v, row.after ? "danger" : undefined),
        },
        {
          key: "after",
          title: t("logs:columns.after"),
          dataIndex: "after",
          render: (v: unknown) => cell(v, "success"),
        },
      ]}
    />
  );
}
