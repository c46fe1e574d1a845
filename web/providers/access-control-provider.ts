import type { AccessControlProvider } from "@refinedev/core";
import { ACTIONS, AREAS, type Action, type Area, type ResourceDef } from "../../resources/kit/types";
import { can } from "../../resources/kit/permissions";
import { PAGE_ACCESS } from "../../resources/kit/page-permissions";
import { getResource, RESOURCES } from "../../resources/registry";
import { i18n } from "../i18n";
import { browserStorage, isLogged, readUser, roleNames } from "./session";

// The UI hides what the API would refuse (docs/product.md#roles) using the same matrix as the API.
// Refine asks for a few actions the declarations do not name; they map to the nearest one.
const ACTION_ALIASES: Record<string, Action> = { clone: "create", export: "list", import: "create" };

function toAction(action: string): Action | undefined {
  if ((ACTIONS as readonly string[]).includes(action)) return action as Action;
  return ACTION_ALIASES[action];
}

function isArea(name: string): name is Area {
  return (AREAS as readonly string[]).includes(name);
}

export interface AccessSession {
  loggedIn: () => boolean;
  roles: () => string[];
}

export function decide(
  resource: string | undefined,
  action: string,
  session: { loggedIn: boolean; roles: string[] },
  resources: readonly ResourceDef[] = RESOURCES,
): boolean {
  if (!session.loggedIn) return false;
  const def = resource ? (resources.find((r) => r.name === resource) ?? getResource(resource)) : undefined;
  if (def) {
    const mapped = toAction(action);
    return mapped ? can(def, session.roles, mapped) : false;
  }
  // Hand-written pages (logs) are in the same matrix, listed in resources/kit/page-permissions.ts.
  const page = resource ? PAGE_ACCESS[resource] : undefined;
  if (page) {
    const mapped = toAction(action);
    return mapped ? can(page, session.roles, mapped) : false;
  }
  // A menu group is shown when the user may list something inside it.
  if (resource && isArea(resource)) {
    return (
      resources.some((r) => r.area === resource && can(r, session.roles, "list"))
      || Object.values(PAGE_ACCESS).some((p) => p.area === resource && can(p, session.roles, "list"))
    );
  }
  // Pages that are not declared resources (the dashboard) are open to any logged-in user.
  return true;
}

export function createAccessControlProvider(session: AccessSession): AccessControlProvider {
  return {
    can: async ({ resource, action }) => {
      const allowed = decide(resource, action, { loggedIn: session.loggedIn(), roles: session.roles() });
      return allowed ? { can: true } : { can: false, reason: i18n.t("errors:forbidden") };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}

export const accessControlProvider = createAccessControlProvider({
  loggedIn: () => isLogged(browserStorage),
  roles: () => roleNames(readUser(browserStorage)),
});

/** The same decision, synchronously, for the signed-in user: which option lists a form may ask for. */
export function allows(resource: string, action: string): boolean {
  return decide(resource, action, { loggedIn: isLogged(browserStorage), roles: roleNames(readUser(browserStorage)) });
}
