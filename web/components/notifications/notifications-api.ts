// The calls of /api/notifications (docs/support-api.md) the bell and the page make.
import type { NotificationKind } from "../../../resources/support/ticket-options";
import { httpClient } from "../../providers/http-client";

export interface AppNotification {
  id: number;
  kind: string;
  title: string;
  params: Record<string, unknown>;
  body: string | null;
  link: string | null;
  resource: string | null;
  record_id: number | null;
  read_at: string | null;
  created_at: string;
}

export interface NotificationPage {
  rows: AppNotification[];
  total: number;
  unread: number;
}

export interface MailPreference {
  kind: NotificationKind;
  email: boolean;
}

export async function loadNotifications(
  start: number,
  end: number,
  unreadOnly: boolean,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const params = { _start: start, _end: end, ...(unreadOnly ? { unread: "true" } : {}) };
  const response = await httpClient.get<AppNotification[]>("notifications", { params, signal });
  return {
    rows: response.data,
    total: Number(response.headers["x-total-count"] ?? 0),
    unread: Number(response.headers["x-unread-count"] ?? 0),
  };
}

export async function loadUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await httpClient.get<{ count: number }>("notifications/unread-count", { signal })).data.count;
}

export async function markRead(id: number): Promise<void> {
  await httpClient.post(`notifications/${id}/read`, {});
}

export async function markAllRead(): Promise<number> {
  return (await httpClient.post<{ count: number }>("notifications/read-all", {})).data.count;
}

export async function loadPreferences(signal?: AbortSignal): Promise<MailPreference[]> {
  return (await httpClient.get<MailPreference[]>("notifications/preferences", { signal })).data;
}

export async function savePreferences(preferences: MailPreference[]): Promise<MailPreference[]> {
  return (await httpClient.put<MailPreference[]>("notifications/preferences", { preferences })).data;
}
