// The notifications' reads, cached under one key so that a live change (providers/live), a
// resync or a write made here reads them all again at once. The bell's count is the only read
// always on screen: it follows the live stream, and is polled only while the stream is down.
import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { liveBus } from "../../providers/live/live-bus";
import { useLiveStatus } from "../../providers/live/live-status";
import {
  loadNotifications,
  loadPreferences,
  loadUnreadCount,
  markAllRead,
  markRead,
  savePreferences,
  type MailPreference,
} from "./notifications-api";

export const NOTIFICATIONS_KEY = ["notifications"] as const;
const PREFERENCES_KEY = ["notification-preferences"] as const;
/** Without the live stream, how often the count is read again. */
const POLL_MS = 60_000;

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });

export function useUnreadCount(): number {
  const live = useLiveStatus() === "open";
  const { data } = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, "unread-count"],
    queryFn: ({ signal }) => loadUnreadCount(signal),
    refetchInterval: live ? false : POLL_MS,
  });
  return data ?? 0;
}

/** Reads the notifications again whenever the stream tells of one of the user's own changing. */
export function useNotificationsLive(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => liveBus.onChange((change) => void (change.resource === "notifications" && refresh(queryClient))),
    [queryClient],
  );
}

export function useNotificationPage(start: number, end: number, unreadOnly: boolean, enabled = true) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, "list", start, end, unreadOnly],
    queryFn: ({ signal }) => loadNotifications(start, end, unreadOnly, signal),
    enabled,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markRead, onSettled: () => refresh(queryClient) });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markAllRead, onSettled: () => refresh(queryClient) });
}

export function usePreferences() {
  return useQuery({ queryKey: PREFERENCES_KEY, queryFn: ({ signal }) => loadPreferences(signal) });
}

export function useSavePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preference: MailPreference) => savePreferences([preference]),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
}
