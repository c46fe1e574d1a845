import axios, { type AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import type { HttpError } from "@refinedev/core";
import { currentLanguage, i18n } from "../i18n";
import { fieldOnScreen } from "./field-on-screen";
import { markErrorHandled } from "./handled-errors";
import { errorToastMessages, validationErrorsOf, type Translate } from "./http-error-messages";
import { navigateTo } from "./navigation";
import { browserStorage, clearSession, REFRESH_TOKEN_KEY, TOKEN_KEY, type KeyValueStorage } from "./session";
import { toast } from "./toast";

// docs/product.md#http-contract and docs/product.md#errors: the one HTTP client of the web app. Refine's data
// provider, the auth provider and hand-written pages all go through it, so the session and error rules live here
// only.
//
// Toasts: this client shows the error toasts of docs/product.md#errors itself (one per 422 message). It still
// rejects with a Refine HttpError ({message, statusCode, errors}) so forms put 422 `errors` on their
// fields; Refine's own duplicate error notification is dropped by the notification provider
// (see handled-errors.ts).

declare module "axios" {
  interface AxiosRequestConfig {
    /** Attempts already retried after a missing answer or a timeout. */
    retryCount?: number;
    /** Set on the replay after a refresh, so a second 401 ends the session instead of looping. */
    replayed?: boolean;
    /** The caller shows its own message (the refresh call). */
    silent?: boolean;
  }
}

export const API_BASE_URL = "/api/";
export const API_TIMEOUT_MS = 65000;
export const RETRY_COUNT = 2;
export const RETRY_DELAY_MS = 1000;
export const SESSION_EXPIRED_TOAST_KEY = "session-expired";

export interface ErrorToast {
  type: "error";
  message: string;
  key?: string;
}

export interface HttpClientDeps {
  storage: KeyValueStorage;
  notify: (toast: ErrorToast) => void;
  navigate: (path: string) => void;
  getLang: () => string;
  translate: Translate;
  sleep: (ms: number) => Promise<void>;
  /** A 422 field a form on screen shows under it: not toasted as well. */
  shownOnField?: (field: string) => boolean;
}

export interface HttpClientOptions {
  baseURL?: string;
  timeout?: number;
  retries?: number;
  retryDelay?: number;
}

export type AppHttpError = HttpError & { response?: AxiosResponse; handled: boolean };

/** The session rules of this client, for callers that do not go through axios (the live stream). */
export interface SessionControl {
  /**
   * A token to replace `stale`, the one a request was refused with: the current one when a
   * refresh already replaced it, else the answer of the single-flight refresh. Null when the
   * session is over; a failed refresh has then already expired it (toast, login page).
   */
  renew(stale: string | null): Promise<string | null>;
  /** The same end as a failed refresh: session cleared, "session expired" toast, login page. */
  expire(): void;
}

export type HttpClient = AxiosInstance & { session: SessionControl };

export function isAuthUrl(url: string | undefined): boolean {
  return (url ?? "").includes("auth");
}

function toHttpError(error: AxiosError, handled: boolean): AppHttpError {
  const response = error.response;
  const data = response?.data as { message?: unknown; data?: unknown } | undefined;
  const message =
    (typeof data?.message === "string" && data.message)
    || (typeof data?.data === "string" && data.data)
    || error.message;
  return Object.assign(new Error(message), {
    statusCode: response?.status ?? 0,
    errors: validationErrorsOf(response?.data),
    response,
    handled,
  });
}

export function createHttpClient(deps: HttpClientDeps, options: HttpClientOptions = {}): HttpClient {
  const retries = options.retries ?? RETRY_COUNT;
  const retryDelay = options.retryDelay ?? RETRY_DELAY_MS;
  const client = axios.create({
    baseURL: options.baseURL ?? API_BASE_URL,
    timeout: options.timeout ?? API_TIMEOUT_MS,
    headers: { Accept: "application/json" },
  });

  let refreshing: Promise<string> | null = null;

  // Synchronous: axios then sends the request in the caller's own tick instead of after a chain of
  // promises, so a board move leaves before React re-renders the board for it.
  client.interceptors.request.use(
    (config: InternalAxiosRequestConfig) => {
      config.headers.set("Accept", "application/json");
      config.headers.set("x-lang", deps.getLang());
      const token = deps.storage.getItem(TOKEN_KEY);
      if (isAuthUrl(config.url)) config.headers.delete("Authorization");
      else if (token) config.headers.set("Authorization", `Bearer ${token}`);
      return config;
    },
    undefined,
    { synchronous: true },
  );

  function expireSession(): void {
    clearSession(deps.storage);
    // One key: concurrent expiries replace one toast instead of stacking several.
    deps.notify({ type: "error", message: deps.translate("errors:sessionExpired"), key: SESSION_EXPIRED_TOAST_KEY });
    deps.navigate("/auth/login");
  }

  async function refreshToken(refresh: string): Promise<string> {
    const { data } = await client.post<{ token: string; refresh_token?: string }>(
      "auth/refresh",
      { refresh_token: refresh },
      { silent: true },
    );
    if (!data?.token) throw new Error("refresh answered without a token");
    deps.storage.setItem(TOKEN_KEY, data.token);
    if (data.refresh_token) deps.storage.setItem(REFRESH_TOKEN_KEY, data.refresh_token);
    return data.token;
  }

  // Single flight: every 401 that arrives while a refresh is running waits for that same refresh.
  function refreshOnce(refresh: string): Promise<string> {
    refreshing ??= refreshToken(refresh).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function onUnauthorized(error: AxiosError): Promise<AxiosResponse> {
    const config = error.config!;
    const sentWith = String(config.headers?.Authorization ?? "");
    const current = deps.storage.getItem(TOKEN_KEY);
    // A 401 for a token that a finished refresh already replaced: just replay with the new one.
    if (!config.replayed && current && sentWith && sentWith !== `Bearer ${current}` && !refreshing) {
      return client.request({ ...config, replayed: true });
    }
    // Sent with no session at all (queries refetching right after a logout): nothing expired.
    if (!sentWith && !current) throw toHttpError(error, true);
    const refresh = deps.storage.getItem(REFRESH_TOKEN_KEY);
    if (!config.replayed && refresh) {
      try {
        await refreshOnce(refresh);
      } catch {
        expireSession();
        throw toHttpError(error, true);
      }
      return client.request({ ...config, replayed: true });
    }
    expireSession();
    throw toHttpError(error, true);
  }

  async function renew(stale: string | null): Promise<string | null> {
    const current = deps.storage.getItem(TOKEN_KEY);
    if (!current) return null;
    if (stale && current !== stale && !refreshing) return current;
    const refresh = deps.storage.getItem(REFRESH_TOKEN_KEY);
    if (!refresh) {
      expireSession();
      return null;
    }
    try {
      return await refreshOnce(refresh);
    } catch {
      expireSession();
      return null;
    }
  }

  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config;
    if (!config || axios.isCancel(error)) throw toHttpError(error, false);
    if (!error.response) {
      const attempt = config.retryCount ?? 0;
      if (attempt < retries) {
        await deps.sleep(retryDelay);
        return client.request({ ...config, retryCount: attempt + 1 });
      }
      throw toHttpError(error, false);
    }
    if (error.response.status === 401 && !isAuthUrl(config.url)) {
      try {
        return await onUnauthorized(error);
      } catch (failure) {
        markErrorHandled((failure as Error).message);
        throw failure;
      }
    }
    // A record read that is not there: the screen says so itself (its not-found page), not a toast on top.
    const unread = error.response.status === 404 && (config.method ?? "get").toLowerCase() === "get";
    const httpError = toHttpError(error, !config.silent);
    if (!config.silent && !unread) {
      for (const message of errorToastMessages(
        error.response.status,
        error.response.data,
        deps.translate,
        deps.shownOnField,
      )) {
        deps.notify({ type: "error", message });
      }
      markErrorHandled(httpError.message);
    }
    throw httpError;
  });

  return Object.assign(client, { session: { renew, expire: expireSession } });
}

export const httpClient = createHttpClient({
  storage: browserStorage,
  notify: (t) => toast({ type: t.type, message: t.message, key: t.key }),
  navigate: navigateTo,
  getLang: currentLanguage,
  translate: (key, options) => i18n.t(key, options),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  shownOnField: fieldOnScreen,
});
