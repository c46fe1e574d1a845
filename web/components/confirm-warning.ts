// Warnings the user may accept (docs/product.md#http-contract): the API refuses a write with 422 and a `confirm`
// token (`dependency-dates`: a task starting before one it depends on ends; `lead-duplicates`:
// a lead like an existing one), and takes the very same request again with `x-confirm: <token>`.
// One mechanism for every screen: send silently, ask the user about the warning, send again.
//
// The request is sent `silent` so the HTTP client does not toast the warning as an error; any
// other failure (a stale version, a bad value) is reported here exactly as the client would.
import type { AxiosRequestConfig, AxiosResponse } from "axios";
import { i18n } from "../i18n";
import { errorToastMessages } from "../providers/http-error-messages";
import { fieldOnScreen } from "../providers/field-on-screen";
import { toast } from "../providers/toast";

export const CONFIRM_HEADER = "x-confirm";

/** Sends one write; the config carries `silent` and, when confirmed, the x-confirm header. */
export type ConfirmableRequest<T> = (config: AxiosRequestConfig) => Promise<AxiosResponse<T>>;

export interface ConfirmWarning {
  token: string;
  /** What the answer says, field messages first (there is always at least one). */
  messages: string[];
  /** The whole answer: a warning may bring more (the matching leads of `lead-duplicates`). */
  data: Record<string, unknown>;
}

/** Resolves true when the user accepts the warning. */
export type AskConfirm = (warning: ConfirmWarning) => Promise<boolean>;

interface FailedAnswer {
  response?: { status?: number; data?: unknown };
}

/** The warning when `error` is a 422 naming a confirm token, else null. */
export function confirmWarningOf(error: unknown): ConfirmWarning | null {
  const response = (error as FailedAnswer)?.response;
  const data = response?.data as { confirm?: unknown; message?: unknown; errors?: Record<string, unknown> } | undefined;
  if (response?.status !== 422 || typeof data?.confirm !== "string" || data.confirm === "") return null;
  const messages = Object.values(data.errors ?? {}).flatMap((value) =>
    Array.isArray(value) ? value.map(String) : [String(value)],
  );
  return {
    token: data.confirm,
    messages: messages.length ? messages : [String(data.message ?? "")],
    data: data as Record<string, unknown>,
  };
}

/** Toasts a failed answer the way the HTTP client does for calls that are not silent. */
export function toastFailure(error: unknown): void {
  const response = (error as FailedAnswer)?.response;
  if (!response?.status) return; // No answer at all: the client has already retried and toasted.
  for (const message of errorToastMessages(
    response.status,
    response.data,
    (key, options) => i18n.t(key, options),
    fieldOnScreen,
  )) {
    toast({ type: "error", message });
  }
}

export interface ConfirmingOptions {
  /** How a failure is reported (default: the HTTP client's toasts). */
  report?: (error: unknown) => void;
  /** The tokens this caller knows how to ask about; any other is a failure like the rest. */
  tokens?: readonly string[];
}

/**
 * Sends `request`; on a warning asks `ask` and, when accepted, sends it again confirmed. Resolves
 * with the answer's data, or `undefined` when the user declined (the caller reverts what it
 * showed). Rejects with the HTTP error otherwise, already reported.
 */
export async function sendConfirming<T>(
  request: ConfirmableRequest<T>,
  ask: AskConfirm,
  options: ConfirmingOptions = {},
): Promise<T | undefined> {
  const report = options.report ?? toastFailure;
  try {
    return (await request({ silent: true })).data;
  } catch (error) {
    const warning = confirmWarningOf(error);
    if (!warning || (options.tokens && !options.tokens.includes(warning.token))) {
      report(error);
      throw error;
    }
    if (!(await ask(warning))) return undefined;
    try {
      return (await request({ silent: true, headers: { [CONFIRM_HEADER]: warning.token } })).data;
    } catch (again) {
      report(again);
      throw again;
    }
  }
}
