// The bell's dropdown: the latest notifications, each opening what it is about, "mark all as
// read" and the way to the full page. Loaded when the bell is first opened, not with the frame.
import { Button, Empty, Spin, Typography } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { NotificationItem } from "./notification-item";
import { useMarkAllRead, useNotificationPage } from "./use-notifications";
import { useOpenNotification } from "./use-open-notification";

const LATEST = 8;

export function NotificationPanel({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading } = useNotificationPage(0, LATEST, false);
  const { mutate: markAll, isPending } = useMarkAllRead();
  const open = useOpenNotification(close);
  const unread = data?.unread ?? 0;
  return (
    <div style={{ width: "min(380px, calc(100vw - 32px))" }} data-testid="notification-panel">
      <div
        style={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 8,
          padding: "4px 4px 8px",
        }}
      >
        <Typography.Text strong>{t("notifications:latest")}</Typography.Text>
        <Button
          type="link"
          size="small"
          disabled={!unread}
          loading={isPending}
          onClick={() => markAll()}
          data-testid="notification-mark-all"
        >
          {t("notifications:markAllRead")}
        </Button>
      </div>
      <div style={{ maxHeight: 420, overflowY: "auto" }}>
        {isLoading ? (
          <Spin style={{ display: "block", margin: "24px auto" }} />
        ) : data?.rows.length ? (
          data.rows.map((n) => <NotificationItem key={n.id} notification={n} onOpen={open} />)
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("notifications:empty")} />
        )}
      </div>
      <div style={{ textAlign: "center", paddingTop: 8 }}>
        <Link to="/notifications" onClick={close} data-testid="notification-see-all">
          {t("notifications:seeAll")}
        </Link>
      </div>
    </div>
  );
}
