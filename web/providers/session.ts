// The browser session (docs/product.md#states, docs/product.md#constants): a token and a user record in
// localStorage; isLogged = both present.
import { hasNoStaffRole } from "../../resources/kit/permissions";
export const TOKEN_KEY = "token";
export const REFRESH_TOKEN_KEY = "refresh_token";
export const USER_KEY = "user";

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface SessionRole {
  id?: number;
  name: string;
}

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  lastname?: string | null;
  language?: string | null;
  roles?: SessionRole[];
  [key: string]: unknown;
}

export function readUser(storage: KeyValueStorage = browserStorage): SessionUser | null {
  const raw = storage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function isLogged(storage: KeyValueStorage = browserStorage): boolean {
  return Boolean(storage.getItem(TOKEN_KEY)) && readUser(storage) !== null;
}

export function saveSession(
  session: { token: string; refreshToken?: string | null; user?: SessionUser },
  storage: KeyValueStorage = browserStorage,
): void {
  storage.setItem(TOKEN_KEY, session.token);
  if (session.refreshToken) storage.setItem(REFRESH_TOKEN_KEY, session.refreshToken);
  if (session.user) storage.setItem(USER_KEY, JSON.stringify(session.user));
}

export function clearSession(storage: KeyValueStorage = browserStorage): void {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(REFRESH_TOKEN_KEY);
  storage.removeItem(USER_KEY);
}

/** Role names lowercased, as the spec derives isAdmin and friends (docs/product.md#roles). */
export function roleNames(user: SessionUser | null): string[] {
  return (user?.roles ?? []).map((r) => String(r?.name ?? "").toLowerCase()).filter(Boolean);
}

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

// Modules are also imported by node tests, where there is no localStorage.
export const browserStorage: KeyValueStorage = typeof localStorage === "undefined" ? memoryStorage() : localStorage;

// Whatever holds the session open (the live stream) lets go before a sign-out reaches the API:
// the revocation that sign-out causes is then no news to this tab, and no "session expired".
const signOutListeners = new Set<() => void>();

export function onSigningOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => void signOutListeners.delete(listener);
}

export function signingOut(): void {
  for (const listener of [...signOutListeners]) listener();
}

/** Whether the signed-in user reads as an outsider: signed in with no staff role (a client user). */
export function readsAsOutsider(storage: KeyValueStorage = browserStorage): boolean {
  const user = readUser(storage);
  return user !== null && hasNoStaffRole(roleNames(user));
}
