import type { AuthProvider, HttpError } from "@refinedev/core";
import type { AxiosInstance } from "axios";
import { i18n } from "../i18n";
import { httpClient } from "./http-client";
import { browserStorage, clearSession, isLogged, readUser, roleNames, saveSession, TOKEN_KEY, type KeyValueStorage, type SessionUser } from "./session";

// DESIGN §4: POST auth/login answers the token body, or asks for a second factor.
interface TokenBody {
  access_token: string;
  refresh_token?: string;
  token_type?: string;
  expires_in?: number;
  user: SessionUser;
}

interface TwoFactorBody {
  two_factor_required: true;
  challenge_token: string;
}

type LoginBody = TokenBody | TwoFactorBody;

export interface Permissions {
  roles: string[];
  isSuperAdmin: boolean;
  isAdmin: boolean;
  isClient: boolean;
}

export function permissionsOf(user: SessionUser | null): Permissions {
  const roles = roleNames(user);
  return {
    roles,
    isSuperAdmin: roles.includes("superadmin"),
    isAdmin: roles.includes("admin"),
    isClient: roles.includes("client"),
  };
}

export const LOGIN_PATH = "/auth/login";

function isTwoFactor(body: LoginBody): body is TwoFactorBody {
  return (body as TwoFactorBody).two_factor_required === true;
}

function statusOf(error: unknown): number | undefined {
  const e = error as { statusCode?: number; response?: { status?: number } } | null;
  return e?.statusCode ?? e?.response?.status;
}

export function createAuthProvider(client: AxiosInstance, storage: KeyValueStorage): AuthProvider {
  // The second factor comes in a later issue; it will take the challenge here and redirect to its page.
  function onTwoFactorRequired(_body: TwoFactorBody) {
    const error = Object.assign(new Error(i18n.t("auth:twoFactor.notAvailable")), { name: i18n.t("auth:login.failed") });
    return { success: false, error };
  }

  return {
    login: async ({ email, password }: { email: string; password: string }) => {
      try {
        const { data } = await client.post<LoginBody>("auth/login", { email, password });
        if (isTwoFactor(data)) return onTwoFactorRequired(data);
        saveSession({ token: data.access_token, refreshToken: data.refresh_token, user: data.user }, storage);
        return { success: true, redirectTo: "/", successNotification: { message: i18n.t("errors:loggedIn") } };
      } catch (error) {
        // The HTTP client already toasted it; the page reads `errors` to mark the fields.
        return { success: false, error: error as HttpError };
      }
    },

    logout: async () => {
      // The stored session is cleared even when the API cannot be reached.
      if (storage.getItem(TOKEN_KEY)) await client.get("logout", { silent: true }).catch(() => undefined);
      clearSession(storage);
      return { success: true, redirectTo: LOGIN_PATH };
    },

    check: async () =>
      isLogged(storage) ? { authenticated: true } : { authenticated: false, logout: true, redirectTo: LOGIN_PATH },

    getIdentity: async () => readUser(storage),

    getPermissions: async () => permissionsOf(readUser(storage)),

    onError: async (error) => {
      // 401 reaches here after the client's refresh failed: the session is over. 403 keeps the user.
      if (statusOf(error) === 401) return { logout: true, redirectTo: LOGIN_PATH, error };
      return {};
    },
  };
}

export const authProvider = createAuthProvider(httpClient, browserStorage);
