// Who may do what: the roles a user holds, the actions on a resource, the areas of the menu and a
// resource's permission matrix over them (resources/kit/permissions.ts reads it).
export const ROLES = ["superadmin", "admin", "commercial", "client"] as const;
export type Role = (typeof ROLES)[number];
/** The support team and the rest of the company's staff: everyone but client users. */
export const STAFF_ROLES = ["superadmin", "admin", "commercial"] as const satisfies readonly Role[];

export const ACTIONS = ["list", "show", "create", "edit", "delete"] as const;
export type Action = (typeof ACTIONS)[number];

export const AREAS = ["projects", "crm", "education", "support", "billing", "users", "settings"] as const;
export type Area = (typeof AREAS)[number];

export type Permissions = Partial<Record<Role, readonly Action[] | "*">>;
