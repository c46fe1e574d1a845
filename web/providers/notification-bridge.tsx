import { useEffect } from "react";
import { notification } from "antd";
import { setNotificationApi } from "./toast";
import "./toast-view";

// The signed-in app's toasts follow its theme and locale: a notification instance of its own,
// handed to toast.ts (which the HTTP client calls from outside React). Loading toast-view with
// it means the first toast has nothing left to fetch.
export function NotificationBridge() {
  const [api, holder] = notification.useNotification();
  useEffect(() => {
    setNotificationApi(api);
    return () => setNotificationApi(null);
  }, [api]);
  return holder;
}
