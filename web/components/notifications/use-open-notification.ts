// Opening a notification: it is read from then on, and its link (a path of the app) is followed.
import { useNavigate } from "react-router";
import { appPath } from "./notification-text";
import type { AppNotification } from "./notifications-api";
import { useMarkRead } from "./use-notifications";

export function useOpenNotification(after?: () => void): (notification: AppNotification) => void {
  const navigate = useNavigate();
  const { mutate: markRead } = useMarkRead();
  return (notification) => {
    if (!notification.read_at) markRead(notification.id);
    after?.();
    const path = appPath(notification.link);
    if (path) navigate(path);
  };
}
