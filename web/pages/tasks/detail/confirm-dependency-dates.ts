// The dependency-dates warning (issue 4): a task that would start before a task it depends on
// ends is a warning the user may accept. The API answers 422 with `confirm: "dependency-dates"`;
// the user is shown why and, on OK, the very same request is sent again with
// `x-confirm: dependency-dates` (components/confirm-warning.ts). Shared by the task page (dates,
// dependencies) and the Gantt.
import { createElement } from "react";
import type { App } from "antd";
import { i18n } from "../../../i18n";
import {
  confirmWarningOf,
  sendConfirming,
  toastFailure,
  type ConfirmableRequest,
} from "../../../components/confirm-warning";

export { toastFailure, type ConfirmableRequest };

export const DEPENDENCY_DATES = "dependency-dates";

/** Shows the warning's messages; resolves true when the user accepts them. */
export type AskDependencyDates = (messages: string[]) => Promise<boolean>;

/** The warning's messages when `error` is the dependency-dates 422, else null. */
export function dependencyDatesWarning(error: unknown): string[] | null {
  const warning = confirmWarningOf(error);
  return warning?.token === DEPENDENCY_DATES ? warning.messages : null;
}

/**
 * Sends `request`; on the dependency-dates warning asks `ask` and, when accepted, sends it again
 * confirmed. Resolves with the answer's data, or `undefined` when the user declined (the caller
 * reverts what it showed). Rejects with the HTTP error otherwise, already reported (`report`: a
 * toast, as the HTTP client would have shown).
 */
export function sendConfirmingDependencyDates<T>(
  request: ConfirmableRequest<T>,
  ask: AskDependencyDates,
  report: (error: unknown) => void = toastFailure,
): Promise<T | undefined> {
  return sendConfirming(request, (warning) => ask(warning.messages), { report, tokens: [DEPENDENCY_DATES] });
}

/** The standard question: a confirm modal listing the warnings (pass App.useApp().modal). */
export function askWithModal(modal: ReturnType<typeof App.useApp>["modal"]): AskDependencyDates {
  return async (messages) => {
    const t = (key: string) => i18n.t(key);
    const lines = messages.map((m, i) => createElement("p", { key: i, style: { margin: "4px 0" } }, m));
    const question = createElement(
      "p",
      { key: "q", style: { margin: "8px 0 0" } },
      t("tasks:dependencyDates.question"),
    );
    const answer = await modal.confirm({
      title: t("tasks:dependencyDates.title"),
      content: createElement("div", { "data-testid": "dependency-dates-warning" }, [...lines, question]),
      okText: t("tasks:dependencyDates.ok"),
      cancelText: t("buttons.cancel"),
    });
    return Boolean(answer);
  };
}
