import type { ResourceProps } from "@refinedev/core";
import type { TFunction } from "i18next";
import {
  AccountBookOutlined,
  ContactsOutlined,
  DashboardOutlined,
  ProjectOutlined,
  ReadOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";
import type { Area, ResourceDef } from "../../resources/kit/types";
import { RESOURCES } from "../../resources/registry";
import { EXTRA_PAGES } from "./custom-pages";
import { resourcePaths, routePattern } from "../providers/resource-paths";
import { ResourceIcon } from "../resource-pages/icon-registry";
import { withLogsResource } from "../pages/users/logs/logs-resource";
import { withUsersResources } from "../pages/users/users-resources";

const AREA_ICONS: Partial<Record<Area, ReactNode>> = {
  projects: <ProjectOutlined />,
  crm: <ContactsOutlined />,
  education: <ReadOutlined />,
  billing: <AccountBookOutlined />,
};

// Refine's resources (menu and routes) derived from the declarations; a menu group exists only
// for areas that have at least one resource in the menu, in declaration order. A group's
// identifier is not its area's name, because a resource may share that name (projects): Refine
// finds resources and parents by identifier first, then by name, so every declared resource
// carries its own identifier too — without one, "projects" would pick the group (which comes
// first) and a form or show page would lose its record's id.
export const areaKey = (area: string) => `area-${area}`;

/**
 * The pages' paths as routed (a ticket's "ticket-:token" as ":token"), so Refine finds the resource of the page
 * shown.
 */
function routedPaths(def: ResourceDef) {
  const paths = resourcePaths(def);
  return { ...paths, show: paths.show && routePattern(paths.show) };
}

export function appResources(t: TFunction, defs: readonly ResourceDef[] = RESOURCES): ResourceProps[] {
  const areas = [...new Set(defs.filter((d) => d.menu !== false).map((d) => d.area))];
  return withLogsResource(
    t,
    withUsersResources(t, [
      { name: "dashboard", list: "/", meta: { label: t("menu.dashboard"), icon: <DashboardOutlined /> } },
      ...areas.map((area) => ({
        name: area,
        identifier: areaKey(area),
        meta: { label: t(`areas.${area}`), icon: AREA_ICONS[area] },
      })),
      ...defs.map((def) => ({
        name: def.name,
        // Explicit, so a lookup by identifier finds the resource before its area's group of the
        // same name (projects): the projects list lost its breadcrumb to that mix-up.
        identifier: def.name,
        ...routedPaths(def),
        meta: {
          // Screens only other screens open (a task, its notes) hang under no group.
          parent: def.menu === false ? undefined : areaKey(def.area),
          label: t(`resources:${def.name}.title`),
          icon: <ResourceIcon name={def.icon} />,
          hide: def.menu === false,
        },
      })),
      // Extra screens (boards, Gantt) of an area, after its resources.
      ...EXTRA_PAGES.filter((page) => page.menu).map((page) => ({
        name: page.name,
        list: page.paths[0],
        meta: {
          parent: areaKey(page.menu!.parent),
          label: t(`menu.${page.name}`),
          icon: <ResourceIcon name={page.menu!.icon} />,
        },
      })),
    ]),
  );
}
