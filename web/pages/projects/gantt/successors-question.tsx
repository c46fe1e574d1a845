// The question when a moved task has tasks after it: take them along (their lags kept), move it
// alone (which may still ask about the dependency dates), or put the bar back.
import { Button, Space, type App } from "antd";
import type { TFunction } from "i18next";
import type { SuccessorsChoice } from "./gantt-editing";
import type { ChartTask } from "./gantt-types";

/** At most this many successors are named; the rest are counted. */
const NAMED = 5;

export function askSuccessors(modal: ReturnType<typeof App.useApp>["modal"], t: TFunction) {
  return (task: ChartTask, successors: ChartTask[]) =>
    new Promise<SuccessorsChoice>((resolve) => {
      let answered = false;
      const answer = (choice: SuccessorsChoice) => {
        if (!answered) resolve(choice);
        answered = true;
        instance.destroy();
      };
      const more = successors.length - NAMED;
      const instance = modal.confirm({
        title: t("gantt:successors.title", { count: successors.length }),
        // Wide enough for the three answers on one line.
        width: 520,
        content: (
          <div data-testid="gantt-successors-question">
            <p>{t("gantt:successors.content", { task: task.text, count: successors.length })}</p>
            <ul style={{ margin: "4px 0", paddingInlineStart: 20 }}>
              {successors.slice(0, NAMED).map((s) => (
                <li key={s.id}>{s.text}</li>
              ))}
              {more > 0 && <li>{t("gantt:successors.more", { count: more })}</li>}
            </ul>
          </div>
        ),
        onCancel: () => answer("cancel"),
        footer: (
          <Space wrap style={{ width: "100%", justifyContent: "flex-end", marginTop: 12 }}>
            <Button onClick={() => answer("cancel")}>{t("buttons.cancel")}</Button>
            <Button onClick={() => answer("alone")} data-testid="gantt-move-alone">
              {t("gantt:successors.alone")}
            </Button>
            <Button type="primary" autoFocus onClick={() => answer("with")} data-testid="gantt-move-with">
              {t("gantt:successors.with", { count: successors.length })}
            </Button>
          </Space>
        ),
      });
    });
}
