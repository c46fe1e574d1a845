// Whether a row written by someone (a note's author, a file's uploader, a time entry's user) may
// be changed by the signed-in user: its author, or an administrator. The API enforces the same
// rule (row scope `author`); this only decides which buttons to show.
import { useMemo } from "react";
import { readUser, roleNames } from "../providers/session";

const ADMIN_ROLES = ["admin", "superadmin"];

export interface Ownership {
  userId: number | undefined;
  isAdmin: boolean;
  /** True when the row's author is the signed-in user, or the user is an administrator. */
  owns(authorId: unknown): boolean;
}

export function useOwnership(): Ownership {
  return useMemo(() => {
    const user = readUser();
    const isAdmin = roleNames(user).some((role) => ADMIN_ROLES.includes(role));
    const userId = user?.id;
    return { userId, isAdmin, owns: (authorId) => isAdmin || (userId !== undefined && Number(authorId) === userId) };
  }, []);
}
