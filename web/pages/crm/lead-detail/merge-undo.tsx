// Undoing a merge (POST /api/lead-merges/:id/undo): offered in a notification right after the
// merge, and on the timeline's "merged" entry while the API still allows it (24 hours). The
// other lead comes back with its id and rows; a link opens it.
import { App, Button, Space } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import dayjs from "dayjs";
import { undoMerge } from "./lead-api";
import { leadPath } from "./lead-paths";

export const UNDO_HOURS = 24;
const NOTIFICATION_SECONDS = 15;

/** Whether a merge made at `at` may still be undone (the API has the last word: 409 after). */
export function mayUndoMerge(at: string, now = dayjs()): boolean {
  return now.diff(dayjs(at), "hour", true) < UNDO_HOURS;
}

export function useMergeUndo(onUndone: () => void) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();

  const undo = async (mergeId: number, sourceId?: number) => {
    try {
      await undoMerge(mergeId);
    } catch {
      // Toasted by the HTTP client (too late, or undone already: 409).
      return;
    }
    onUndone();
    const key = `merge-undone-${mergeId}`;
    notification.open({
      key,
      type: "success",
      placement: "bottomRight",
      message: t("lead-detail:merge.undone"),
      duration: NOTIFICATION_SECONDS,
      actions:
        sourceId === undefined ? undefined : (
          <Button
            size="small"
            type="primary"
            onClick={() => {
              notification.destroy(key);
              navigate(leadPath(sourceId));
            }}
            data-testid="merge-open-source"
          >
            {t("lead-detail:merge.openSource")}
          </Button>
        ),
    });
  };

  /** The notification right after a merge, with its "Undo" button. */
  const offerUndo = (mergeId: number, sourceName: string, sourceId: number) => {
    const key = `merge-${mergeId}`;
    notification.open({
      key,
      type: "success",
      placement: "bottomRight",
      message: t("lead-detail:merge.done", { source: sourceName }),
      duration: NOTIFICATION_SECONDS,
      actions: (
        <Space>
          <Button size="small" onClick={() => notification.destroy(key)}>
            {t("common:notification.close")}
          </Button>
          <Button
            size="small"
            type="primary"
            data-testid="merge-undo"
            onClick={() => {
              notification.destroy(key);
              void undo(mergeId, sourceId);
            }}
          >
            {t("lead-detail:merge.undo")}
          </Button>
        </Space>
      ),
    });
  };

  return { undo, offerUndo };
}
