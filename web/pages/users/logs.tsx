import { useCan } from "@refinedev/core";
import { List } from "@refinedev/antd";
import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { ActivityLogTable } from "./logs/activity-log-table";
import { SystemLogTable } from "./logs/system-log-table";

// /users/logs: the activity log for admins; superadmins also get the server errors tab.
export function LogsPage() {
  const { t } = useTranslation();
  const { data: system } = useCan({ resource: "system-logs", action: "list" });
  const items = [
    { key: "activity", label: t("logs:tabs.activity"), children: <ActivityLogTable /> },
    ...(system?.can ? [{ key: "system", label: t("logs:tabs.system"), children: <SystemLogTable /> }] : []),
  ];
  return (
    <List title={t("logs:title")} resource="logs" canCreate={false}>
      {items.length > 1 ? <Tabs items={items} destroyOnHidden /> : <ActivityLogTable />}
    </List>
  );
}
