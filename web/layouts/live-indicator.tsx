// "Reconnecting…" in the header while the live stream is lost, and nothing otherwise. A short
// grace period first: renewing an expired token reconnects in a blink, which is no news.
import { useEffect, useState } from "react";
import { Typography } from "antd";
import { SyncOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useLiveStatus } from "../providers/live/live-status";
import { useReducedMotion } from "../providers/use-reduced-motion";

const GRACE_MS = 1_000;

export function LiveIndicator() {
  const { t } = useTranslation();
  const reconnecting = useLiveStatus() === "reconnecting";
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!reconnecting) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), GRACE_MS);
    return () => clearTimeout(timer);
  }, [reconnecting]);

  // The region stays in the page so that screen readers announce what appears in it.
  return (
    <span role="status" aria-live="polite" data-testid="live-indicator" style={{ display: "inline-flex", minWidth: 0 }}>
      {shown && (
        <Typography.Text type="secondary" style={{ whiteSpace: "nowrap", fontSize: 13 }}>
          <SyncOutlined spin={!reducedMotion} style={{ marginRight: 6 }} />
          {t("live:reconnecting")}
        </Typography.Text>
      )}
    </span>
  );
}
