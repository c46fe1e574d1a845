import { Button, notification as staticNotification } from "antd";
import type { NotificationInstance } from "antd/es/notification/interface";
import { CheckCircleOutlined, ExclamationCircleOutlined, InfoCircleOutlined } from "@ant-design/icons";
import { i18n } from "../i18n";

// SPEC §8–§9: error 10 s with an alert icon, success 3 s with a check, anything else 5 s;
// bottom-right, each with a 'Cerrar' / 'Close' action.
export const ERROR_TOAST_SECONDS = 10;
export const SUCCESS_TOAST_SECONDS = 3;
export const DEFAULT_TOAST_SECONDS = 5;

export type ToastType = "success" | "error" | "info" | "warning";

export interface ToastParams {
  type: ToastType;
  message: string;
  description?: string;
  key?: string;
}

// The App-bound instance follows the theme and locale; the static one covers calls made before
// the app mounted (or outside it).
let contextApi: NotificationInstance | null = null;

export function setNotificationApi(api: NotificationInstance | null): void {
  contextApi = api;
}

let counter = 0;

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

export function toast({ type, message, description, key }: ToastParams): void {
  const api = contextApi ?? staticNotification;
  const toastKey = key ?? `toast-${++counter}`;
  api.open({
    key: toastKey,
    type,
    message,
    description,
    placement: "bottomRight",
    duration: durationFor(type),
    icon: iconFor(type),
    role: type === "error" ? "alert" : "status",
    actions: (
      <Button size="small" onClick={() => api.destroy(toastKey)}>
        {i18n.t("common:notification.close")}
      </Button>
    ),
  });
}

export function closeToast(key: string): void {
  (contextApi ?? staticNotification).destroy(key);
}
