// A notification's sentence in the reader's language: notifications:kind.<kind> with
// {title, ...params}, the `_by` variant when it names who did it (the API's mails say the same,
// api/modules/notifications/notification-mail.ts). A kind this release does not know shows its title.
import type { TFunction } from "i18next";
import type { AppNotification } from "./notifications-api";

export function notificationText(t: TFunction, n: Pick<AppNotification, "kind" | "title" | "params">): string {
  const params: Record<string, unknown> = { ...n.params, title: n.title };
  const by = typeof params.by === "string" && params.by.trim() !== "";
  return t(`notifications:kind.${n.kind}`, { ...params, context: by ? "by" : undefined, defaultValue: n.title });
}

/** Only a path of this app is followed (the API keeps nothing else, and this makes sure). */
export function appPath(link: string | null): string | null {
  return link && /^\/(?!\/)/.test(link) ? link : null;
}
