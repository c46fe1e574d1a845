// The header's bell: the unread count, and on click the latest notifications, each opening what
// it is about; "mark all as read" and the way to the full page. Part of the signed-in frame.
import { useState } from "react";
import { Badge, Button, Empty, Popover, Spin, Typography } from "antd";
import { BellOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { NotificationItem } from "./notification-item";
import { useMarkAllRead, useNotificationPage, useNotificationsLive, useUnreadCount } from "./use-notifications";
import { useOpenNotification } from "./use-open-notification";

const LATEST = 8;

function NotificationPanel({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading } = useNotificationPage(0, LATEST, false);
  const { mutate: markAll, isPending } = useMarkAllRead();
  const open = useOpenNotification(close);
  const unread = data?.unread ?? 0;
  return (
    <div style={{ width: "min(380px, calc(100vw - 32px))" }} data-testid="notification-panel">
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 8, padding: "4px 4px 8px" }}>
        <Typography.Text strong>{t("notifications:latest")}</Typography.Text>
        <Button type="link" size="small" disabled={!unread} loading={isPending} onClick={() => markAll()} data-testid="notification-mark-all">
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

export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = useUnreadCount();
  useNotificationsLive();
  const label = count ? t("notifications:bellUnread", { count }) : t("notifications:bell");
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      arrow={false}
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      content={<NotificationPanel close={() => setOpen(false)} />}
    >
      <Button type="text" aria-label={label} title={label} data-testid="notification-bell" data-count={count}>
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
