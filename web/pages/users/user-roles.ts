import type { TFunction } from "i18next";
import { ROLES } from "../../../resources/kit/types";
import type { UserAnswer } from "../../../resources/users/user-answer";

// The roles an actor may hand out: only a superadmin grants superadmin (the API says 403 too).
export function roleOptions(t: TFunction, actorRoles: string[]) {
  const mayGrantSuperadmin = actorRoles.includes("superadmin");
  return ROLES.map((role) => ({
    value: role,
    label: t(`users:roles.${role}`),
    disabled: role === "superadmin" && !mayGrantSuperadmin,
  }));
}

export const ROLE_COLORS: Record<string, string> = {
  superadmin: "magenta",
  admin: "volcano",
  commercial: "blue",
  client: "green",
};

/** A user as the users API answers it. */
export type UserRecord = UserAnswer;

export const fullName = (u: Pick<UserRecord, "name" | "lastname">) => [u.name, u.lastname].filter(Boolean).join(" ");
