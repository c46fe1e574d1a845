import type { TFunction } from "i18next";
import dayjs from "dayjs";
import { RESOURCES } from "../../../../resources/registry";

// How log values read: actions, resources and fields in the reader's language, with the raw
// name as a fallback for anything a newer API writes before the web knows its label.

/** Actions the API writes today, in the order the filter offers them. */
export const KNOWN_ACTIONS = [
  "create",
  "update",
  "delete",
  "login",
  "login_failed",
  "register",
  "password_change",
  "password_reset_request",
  "password_reset",
  "two_factor_setup",
  "two_factor_enable",
  "two_factor_disable",
  "two_factor_failed",
  "backup_codes_regenerate",
] as const;

/** Declared resources, then the hand-written modules that log. */
export const KNOWN_RESOURCES = [...RESOURCES.map((r) => r.name), "users", "company", "auth"];

export function actionLabel(t: TFunction, action: string): string {
  return t(`logs:actions.${action}`, { defaultValue: action });
}

export function resourceLabel(t: TFunction, resource: string): string {
  return t(`resources:${resource}.title`, {
    defaultValue: t(`logs:resources.${resource}`, { defaultValue: resource }),
  });
}

export function fieldLabel(t: TFunction, resource: string, field: string): string {
  return t(`resources:${resource}.fields.${field}`, {
    defaultValue: t(`${resource}:fields.${field}`, { defaultValue: field }),
  });
}

export function actionColor(action: string): string {
  if (action === "create") return "green";
  if (action === "delete") return "red";
  if (action === "update") return "blue";
  return /fail/.test(action) ? "orange" : "default";
}

export function formatWhen(value: string, lang: string): string {
  return dayjs(value).locale(lang).format("L LTS");
}

/** A logged value as one line of text. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The fields a log row touches: those of before and after, in first-seen order. */
export function changedKeys(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  return [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
}
