import { useTable } from "@refinedev/antd";
import { Card, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";

interface ActivityRow {
  id: number;
  action: string;
  resource: string;
  record_id: string | null;
  ip: string | null;
  created_at: string;
}

/** The user's own recent activity (GET /me/activity), newest first. */
export function ActivityCard() {
  const { t, i18n } = useTranslation();
  const { tableProps } = useTable<ActivityRow>({
    resource: "me/activity",
    syncWithLocation: false,
    pagination: { pageSize: 5 },
    sorters: { mode: "off" },
    filters: { mode: "off" },
  });
  // Sign-in events are logged under "auth": shown as the session they opened or closed.
  const resourceLabel = (name: string) =>
    name === "auth"
      ? t("profile:activity.session")
      : i18n.exists(`resources:${name}.title`)
        ? t(`resources:${name}.title`)
        : i18n.exists(`${name}:title`)
          ? t(`${name}:title`)
          : name;
  return (
    <Card title={t("profile:activity.title")}>
      <Table
        {...tableProps}
        rowKey="id"
        size="small"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("profile:activity.empty") }}
        pagination={tableProps.pagination ? { ...tableProps.pagination, showSizeChanger: false } : false}
        columns={[
          {
            key: "when",
            dataIndex: "created_at",
            title: t("profile:activity.when"),
            render: (v: string) => dayjs(v).locale(i18n.language).format("L LT"),
          },
          {
            key: "action",
            dataIndex: "action",
            title: t("profile:activity.action"),
            render: (v: string) => <Tag>{i18n.exists(`profile:actions.${v}`) ? t(`profile:actions.${v}`) : v}</Tag>,
          },
          {
            key: "resource",
            dataIndex: "resource",
            title: t("profile:activity.resource"),
            render: (v: string, row: ActivityRow) =>
              `${resourceLabel(v)}${row.record_id && v !== "auth" ? ` #${row.record_id}` : ""}`,
          },
          { key: "ip", dataIndex: "ip", title: t("profile:activity.ip") },
        ]}
      />
    </Card>
  );
}
