// Someone else saved the lead while it was open here (use-lead-live.ts): the page keeps what it
// shows until the user asks for the newer version.
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { ChangedAlert } from "../../../components/live/changed-alert";
import type { LeadLive } from "./use-lead-live";

export function LeadChangedBanner({ live }: { live: LeadLive }) {
  const { t } = useTranslation();
  if (!live.changed) return null;
  return (
    <ChangedAlert
      message={t("lead-detail:changed.message")}
      description={t("lead-detail:changed.description")}
      actions={
        <Button size="small" type="primary" onClick={live.reload} data-testid="record-changed-reload">
          {t("lead-detail:changed.reload")}
        </Button>
      }
    />
  );
}
