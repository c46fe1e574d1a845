// The dependency-dates warning (issue 4): a task that would start before a task it depends on
// ends is a warning the user may accept. The API answers 422 with `confirm: "dependency-dates"`;
// the user is shown why and, on OK, the very same request is sent again with
// `x-confirm: dependency-dates`. Shared by the task page (dates, dependencies) and the Gantt.
//
// The request is sent `silent` so the HTTP client does not toast the warning as an error; any
// other failure (a cycle, a stale version, a bad date) is toasted here exactly as the client would.
import type { AxiosRequestConfig, AxiosResponse } from "axios";
import { createElement } from "react";
import type { App } from "antd";
import { i18n } from "../../../i18n";
import { errorToastMessages } from "../../../providers/http-error-messages";
import { toast } from "../../../providers/toast";

export const DEPENDENCY_DATES = "dependency-dates";

/** Sends one write; the config carries `silent` and, when confirmed, the x-confirm header. */
export type ConfirmableRequest<T> = (config: AxiosRequestConfig) => Promise<AxiosResponse<T>>;
/** Shows the warning's messages; resolves true when the user accepts them. */
export type AskDependencyDates = (messages: string[]) => Promise<boolean>;

interface FailedAnswer {
  response?: { status?: number; data?: unknown };
}

/** The warning's messages when `error` is the dependency-dates 422, else null. */
export function dependencyDatesWarning(error: unknown): string[] | null {
  const response = (error as FailedAnswer)?.response;
  const data = response?.data as { confirm?: unknown; message?: unknown; errors?: Record<string, unknown> } | undefined;
  if (response?.status !== 422 || data?.confirm !== DEPENDENCY_DATES) return null;
  const messages = Object.values(data.errors ?? {}).flatMap((value) => (Array.isArray(value) ? value.map(String) : [String(value)]));
  return messages.length ? messages : [String(data.message ?? "")];
}

/** Toasts a failed answer the way the HTTP client does for calls that are not silent. */
export function toastFailure(error: unknown): void {
  const response = (error as FailedAnswer)?.response;
  if (!response?.status) return; // No answer at all: the client has already retried and toasted.
  for (const message of errorToastMessages(response.status, response.data, (key, options) => i18n.t(key, options))) {
    toast({ type: "error", message });
  }
}

/**
 * Sends `request`; on the dependency-dates warning asks `ask` and, when accepted, sends it again
 * confirmed. Resolves with the answer's data, or `undefined` when the user declined (the caller
 * reverts what it showed). Rejects with the HTTP error otherwise, already reported (`report`: a
 * toast, as the HTTP client would have shown).
 */
export async function sendConfirmingDependencyDates<T>(
  request: ConfirmableRequest<T>,
  ask: AskDependencyDates,
  report: (error: unknown) => void = toastFailure,
): Promise<T | undefined> {
  try {
    return (await request({ silent: true })).data;
  } catch (error) {
    const warning = dependencyDatesWarning(error);
    if (!warning) {
      report(error);
      throw error;
    }
    if (!(await ask(warning))) return undefined;
    try {
      return (await request({ silent: true, headers: { "x-confirm": DEPENDENCY_DATES } })).data;
    } catch (again) {
      report(again);
      throw again;
    }
  }
}

/** The standard question: a confirm modal listing the warnings (pass App.useApp().modal). */
export function askWithModal(modal: ReturnType<typeof App.useApp>["modal"]): AskDependencyDates {
  return async (messages) => {
    const t = (key: string) => i18n.t(key);
    const lines = messages.map((m, i) => createElement("p", { key: i, style: { margin: "4px 0" } }, m));
    const question = createElement("p", { key: "q", style: { margin: "8px 0 0" } }, t("tasks:dependencyDates.question"));
    const answer = await modal.confirm({
      title: t("tasks:dependencyDates.title"),
      content: createElement("div", { "data-testid": "dependency-dates-warning" }, [...lines, question]),
      okText: t("tasks:dependencyDates.ok"),
      cancelText: t("buttons.cancel"),
    });
    return Boolean(answer);
  };
}
