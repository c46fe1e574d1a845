import type { ResourceProps } from "@refinedev/core";
import type { TFunction } from "i18next";
import { HistoryOutlined, TeamOutlined } from "@ant-design/icons";

// The logs page's menu entry under the users group. The group itself is added only when no other
// entry named "users" exists (the users screen may bring its own), so the menu has one group.
export function withLogsResource(t: TFunction, resources: ResourceProps[]): ResourceProps[] {
  const group: ResourceProps[] = resources.some((r) => r.name === "users")
    ? []
    : [{ name: "users", meta: { label: t("areas.users"), icon: <TeamOutlined /> } }];
  return [
    ...resources,
    ...group,
    { name: "logs", list: "/users/logs", meta: { parent: "users", label: t("logs:menu"), icon: <HistoryOutlined /> } },
  ];
}
