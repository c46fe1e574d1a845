import type { TFunction } from "i18next";
import { ROLES } from "../../../resources/kit/types";

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

export interface UserRecord {
  id: number;
  email: string;
  name: string;
  lastname: string | null;
  phone: string | null;
  dni: string | null;
  revenue_percentage: number | null;
  language: string;
  avatar: string | null;
  active: boolean;
  client_id: number | null;
  client: { id: number; name: string } | null;
  two_factor_enabled: boolean;
  created_at: string;
  version: number;
  roles: { id: number; name: string }[];
}

export const fullName = (u: Pick<UserRecord, "name" | "lastname">) => [u.name, u.lastname].filter(Boolean).join(" ");
