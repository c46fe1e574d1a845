// Someone else saved the lead while it was open here (use-lead-live.ts): the page keeps what it
// shows until the user asks for the newer version. The button sits under the text, as in the
// forms' banner: beside it, a phone squeezes the text into a sliver.
import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";
import type { LeadLive } from "./use-lead-live";

export function LeadChangedBanner({ live }: { live: LeadLive }) {
  const { t } = useTranslation();
  if (!live.changed) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="record-changed"
      style={{ marginBottom: 16 }}
      message={t("lead-detail:changed.message")}
      description={
        <>
          {t("lead-detail:changed.description")}
          <div style={{ marginTop: 12 }}>
            <Button size="small" type="primary" onClick={live.reload} data-testid="record-changed-reload">
              {t("lead-detail:changed.reload")}
            </Button>
          </div>
        </>
      }
    />
  );
}
