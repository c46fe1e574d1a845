// The header's bell: the unread count, live, and on click the latest notifications (the panel).
// Part of the signed-in frame.
import { lazy, Suspense, useState } from "react";
import { Badge, Button, Popover } from "antd";
import { BellOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useNotificationsLive, useUnreadCount } from "./use-notifications";

// The dropdown is its own chunk: the frame carries only the bell and its count.
const NotificationPanel = lazy(() => import("./notification-panel").then((m) => ({ default: m.NotificationPanel })));

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
      content={
        <Suspense fallback={<div style={{ width: "min(380px, calc(100vw - 32px))", minHeight: 120 }} />}>
          <NotificationPanel close={() => setOpen(false)} />
        </Suspense>
      }
    >
      <Button type="text" aria-label={label} title={label} data-testid="notification-bell" data-count={count}>
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
