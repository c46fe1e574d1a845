// One notification as the bell and the page list it: its icon, its sentence (bold while
// unread), an excerpt, and how long ago. The whole row opens it.
import type { KeyboardEvent, ReactNode } from "react";
import { Avatar, Badge, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "../relative-time";
import { NotificationIcon } from "./notification-icon";
import { notificationText } from "./notification-text";
import type { AppNotification } from "./notifications-api";

const SLA_KINDS = new Set(["sla_warning", "sla_breach"]);

interface Props {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
  /** Shown at the row's end (the page's "mark as read"). */
  extra?: ReactNode;
}

export function NotificationItem({ notification, onOpen, extra }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const unread = !notification.read_at;
  const color =
    notification.kind === "sla_breach"
      ? token.colorError
      : SLA_KINDS.has(notification.kind)
        ? token.colorWarning
        : token.colorPrimary;
  const open = () => onOpen(notification);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      open();
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: it holds block content that a <button> may not
    <div
      role="button"
      tabIndex={0}
      onClick={open}
      onKeyDown={onKey}
      data-testid="notification-item"
      data-unread={unread}
      style={{
        display: "flex",
        gap: 12,
        alignItems: "flex-start",
        padding: "10px 12px",
        cursor: "pointer",
        width: "100%",
        borderRadius: token.borderRadius,
        background: unread ? token.colorPrimaryBg : undefined,
      }}
    >
      <Badge dot={unread} offset={[-2, 2]}>
        <Avatar size="small" icon={<NotificationIcon kind={notification.kind} />} style={{ background: color }} />
      </Badge>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong={unread} style={{ display: "block" }}>
          {notificationText(t, notification)}
        </Typography.Text>
        {notification.body && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 13 }}>
            {notification.body}
          </Typography.Paragraph>
        )}
        <RelativeTime value={notification.created_at} />
      </div>
      {extra}
    </div>
  );
}
