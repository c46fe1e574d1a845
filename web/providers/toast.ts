import type { ReactNode } from "react";
import type { NotificationInstance } from "antd/es/notification/interface";

// docs/product.md#errors, docs/product.md#constants: error 10 s with an alert icon, success 3 s with a check,
// anything else 5 s; bottom-right, each with a 'Cerrar' / 'Close' action. The drawing (antd) loads with the first
// toast, so the screens before a session need not fetch it up front.
export const ERROR_TOAST_SECONDS = 10;
export const SUCCESS_TOAST_SECONDS = 3;
export const DEFAULT_TOAST_SECONDS = 5;

export type ToastType = "success" | "error" | "info" | "warning";

export interface ToastParams {
  type: ToastType;
  message: string;
  /** More words, or a link to what the toast is about. */
  description?: ReactNode;
  key?: string;
}

// The signed-in app's instance follows the theme and locale; antd's static one covers the
// screens before a session and calls made outside the app.
let contextApi: NotificationInstance | null = null;

export function setNotificationApi(api: NotificationInstance | null): void {
  contextApi = api;
}

let counter = 0;
const view = () => import("./toast-view");
/** The error toasts shown since the last success: a success clears them (a retried action worked). */
const errorKeys = new Set<string>();

export function toast(params: ToastParams): void {
  const key = params.key ?? `toast-${++counter}`;
  if (params.type === "success") clearErrorToasts();
  if (params.type === "error") errorKeys.add(key);
  void view().then((v) => v.showToast(contextApi, { ...params, key }));
}

/** Closes every error toast still shown: what failed before has been done since. */
export function clearErrorToasts(): void {
  for (const key of errorKeys) closeToast(key);
  errorKeys.clear();
}

export function closeToast(key: string): void {
  void view().then((v) => v.hideToast(contextApi, key));
}
