import type { ResourceProps } from "@refinedev/core";
import type { TFunction } from "i18next";
import { SettingOutlined, ShopOutlined, TeamOutlined, UserOutlined } from "@ant-design/icons";

// Menu entries of the users screen (group "users") and the company page (group "settings").
// The users list is named "users" like its API, with its own identifier so the group keeps the
// name other entries (logs) hang under. Who sees them: resources/kit/page-permissions.ts.
export function withUsersResources(t: TFunction, resources: ResourceProps[]): ResourceProps[] {
  return [
    ...resources,
    { name: "users", meta: { label: t("areas.users"), icon: <TeamOutlined /> } },
    {
      name: "users",
      identifier: "user-list",
      list: "/users",
      meta: { parent: "users", label: t("users:title"), icon: <UserOutlined /> },
    },
    { name: "settings", meta: { label: t("areas.settings"), icon: <SettingOutlined /> } },
    {
      name: "company",
      list: "/company",
      meta: { parent: "settings", label: t("company:title"), icon: <ShopOutlined /> },
    },
  ];
}
