import type { ResourceProps } from "@refinedev/core";
import type { TFunction } from "i18next";
import { ContactsOutlined, DashboardOutlined, ProjectOutlined, ReadOutlined } from "@ant-design/icons";
import type { ReactNode } from "react";
import type { Area, ResourceDef } from "../../resources/kit/types";
import { RESOURCES } from "../../resources/registry";
import { ResourceIcon } from "../generated/icon-registry";
import { withLogsResource } from "../pages/users/logs/logs-resource";
import { withUsersResources } from "../pages/users/users-resources";

const AREA_ICONS: Partial<Record<Area, ReactNode>> = {
  projects: <ProjectOutlined />,
  crm: <ContactsOutlined />,
  education: <ReadOutlined />,
};

export function resourcePaths(def: ResourceDef) {
  return {
    list: def.route,
    create: `${def.route}/create`,
    edit: `${def.route}/edit/:id`,
    show: `${def.route}/show/:id`,
  };
}

// Refine's resources (menu and routes) derived from the declarations; a menu group exists only
// for areas that have at least one declared resource, in declaration order.
export function appResources(t: TFunction, defs: readonly ResourceDef[] = RESOURCES): ResourceProps[] {
  const areas = [...new Set(defs.map((d) => d.area))];
  return withLogsResource(t, withUsersResources(t, [
    { name: "dashboard", list: "/", meta: { label: t("menu.dashboard"), icon: <DashboardOutlined /> } },
    ...areas.map((area) => ({ name: area, meta: { label: t(`areas.${area}`), icon: AREA_ICONS[area] } })),
    ...defs.map((def) => ({
      name: def.name,
      ...resourcePaths(def),
      meta: { parent: def.area, label: t(`resources:${def.name}.title`), icon: <ResourceIcon name={def.icon} /> },
    })),
  ]));
}
