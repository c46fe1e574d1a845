import type { AuthActionResponse, AuthProvider, HttpError } from "@refinedev/core";
import type { AxiosInstance } from "axios";
import { changeLanguage, i18n, isLanguage, takeChosenLanguage } from "../i18n";
import { httpClient } from "./http-client";
import { markErrorHandled } from "./handled-errors";
import {
  browserStorage,
  clearSession,
  isLogged,
  readUser,
  roleNames,
  saveSession,
  signingOut,
  TOKEN_KEY,
  type KeyValueStorage,
  type SessionUser,
} from "./session";

// docs/product.md#http-contract: POST auth/login answers the token body, or asks for a second factor.
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

export interface RegisterParams {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

export interface ResetPasswordParams {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** What login answers (besides success: false) when the sign-in needs a second factor. */
export interface TwoFactorPending {
  challengeToken: string;
}

/** The password step, or the code step of a sign-in with two-factor on. */
export type LoginParams = { email: string; password: string } | { challenge_token: string; code: string };

function isCodeStep(params: LoginParams): params is { challenge_token: string; code: string } {
  return "challenge_token" in params;
}

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

/** Refine's auth provider, with the actions of the account screens it leaves optional. */
export type AppAuthProvider = AuthProvider &
  Required<Pick<AuthProvider, "register" | "forgotPassword" | "updatePassword">> & {
    confirmRegistration: (params: { token: string }) => Promise<AuthActionResponse>;
  };

export function createAuthProvider(client: AxiosInstance, storage: KeyValueStorage): AppAuthProvider {
  // The password was right but a code is still needed: not signed in yet, so success is false
  // (a success would follow Refine's ?to= redirect and lose the login page's state). The page
  // reads `twoFactor` and shows the code step; Refine's failure toast is dropped as already shown.
  function onTwoFactorRequired(body: TwoFactorBody) {
    const error = Object.assign(new Error(i18n.t("two-factor:step.totpHelp")), {
      name: i18n.t("two-factor:step.title"),
    });
    markErrorHandled(error.message);
    markErrorHandled(error.name);
    return { success: false, error, twoFactor: { challengeToken: body.challenge_token } satisfies TwoFactorPending };
  }

  // The interface follows the language picked on the sign-in screens, saved to the profile;
  // without one, the profile's.
  async function startSession(data: TokenBody): Promise<void> {
    saveSession({ token: data.access_token, refreshToken: data.refresh_token, user: data.user }, storage);
    const chosen = takeChosenLanguage();
    if (chosen && chosen !== data.user.language) {
      try {
        const { data: saved } = await client.patch<{ data: { language: string } }>("me", { language: chosen });
        saveSession(
          {
            token: storage.getItem(TOKEN_KEY) ?? data.access_token,
            user: { ...data.user, language: saved.data.language },
          },
          storage,
        );
      } catch {
        // Not saved (toasted by the HTTP client): the screens still follow the choice for now.
      }
    }
    const lang = chosen ?? data.user.language;
    if (isLanguage(lang)) await changeLanguage(lang);
  }

  async function signedIn(data: TokenBody) {
    await startSession(data);
    return { success: true, redirectTo: "/", successNotification: { message: i18n.t("errors:loggedIn") } };
  }

  return {
    login: async (params: LoginParams) => {
      try {
        if (isCodeStep(params)) {
          const { data } = await client.post<TokenBody>("auth/two-factor-challenge", {
            challenge_token: params.challenge_token,
            code: params.code,
          });
          return signedIn(data);
        }
        // Not toasted: the page shows refused credentials once, under the field (other failures
        // are toasted by useAuthAction).
        const { data } = await client.post<LoginBody>(
          "auth/login",
          { email: params.email, password: params.password },
          { silent: true },
        );
        if (isTwoFactor(data)) return onTwoFactorRequired(data);
        return signedIn(data);
      } catch (error) {
        // The HTTP client already toasted it; the page reads `errors` to mark the fields.
        return { success: false, error: error as HttpError };
      }
    },

    // The answer is the same whether the address has an account or not (a link is mailed
    // either way), so it signs nobody in: the page shows its message.
    register: async (params: RegisterParams) => {
      try {
        const { data } = await client.post<{ message: string }>("auth/register", params);
        return { success: true, message: data.message };
      } catch (error) {
        return { success: false, error: error as HttpError };
      }
    },

    // The mailed link's page: the account is made and signed in (the answer is like login's).
    confirmRegistration: async ({ token }: { token: string }) => {
      try {
        const { data } = await client.post<TokenBody>("auth/register/confirm", { token });
        await startSession(data);
        return { success: true, redirectTo: "/", successNotification: { message: i18n.t("account:register.success") } };
      } catch (error) {
        return { success: false, error: error as HttpError };
      }
    },

    // The answer is the same whether the address has an account or not; the page shows it.
    forgotPassword: async ({ email }: { email: string }) => {
      try {
        const { data } = await client.post<{ message: string }>("auth/forgot-password", { email });
        return { success: true, message: data.message };
      } catch (error) {
        return { success: false, error: error as HttpError };
      }
    },

    // A new password through a mailed link's token and email.
    updatePassword: async ({ token, email, password, password_confirmation }: ResetPasswordParams) => {
      try {
        const { data } = await client.post<{ message: string }>("auth/reset-password", {
          token,
          email,
          password,
          password_confirmation,
        });
        return { success: true, redirectTo: LOGIN_PATH, successNotification: { message: data.message } };
      } catch (error) {
        return { success: false, error: error as HttpError };
      }
    },

    logout: async () => {
      signingOut();
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
