import { Button, notification as staticNotification } from "antd";
import type { NotificationInstance } from "antd/es/notification/interface";
import { CheckCircleOutlined, ExclamationCircleOutlined, InfoCircleOutlined } from "@ant-design/icons";
import "../antd-react-19";
import { i18n } from "../i18n";
import {
  DEFAULT_TOAST_SECONDS,
  ERROR_TOAST_SECONDS,
  SUCCESS_TOAST_SECONDS,
  type ToastParams,
  type ToastType,
} from "./toast";

// How a toast (toast.ts) looks: antd's notification, loaded with the first one.

function iconFor(type: ToastType) {
  if (type === "error") return <ExclamationCircleOutlined style={{ color: "#ff4d4f" }} />;
  if (type === "success") return <CheckCircleOutlined style={{ color: "#52c41a" }} />;
  if (type === "warning") return <ExclamationCircleOutlined style={{ color: "#faad14" }} />;
  return <InfoCircleOutlined style={{ color: "#1677ff" }} />;
}

function durationFor(type: ToastType): number {
  if (type === "error") return ERROR_TOAST_SECONDS;
  if (type === "success") return SUCCESS_TOAST_SECONDS;
  return DEFAULT_TOAST_SECONDS;
}

export function showToast(
  contextApi: NotificationInstance | null,
  { type, message, description, key }: ToastParams & { key: string },
): void {
  const api = contextApi ?? staticNotification;
  api.open({
    key,
    type,
    message,
    description,
    placement: "bottomRight",
    duration: durationFor(type),
    icon: iconFor(type),
    role: type === "error" ? "alert" : "status",
    actions: (
      <Button size="small" onClick={() => api.destroy(key)}>
        {i18n.t("common:notification.close")}
      </Button>
    ),
  });
}

export function hideToast(contextApi: NotificationInstance | null, key: string): void {
  (contextApi ?? staticNotification).destroy(key);
}
