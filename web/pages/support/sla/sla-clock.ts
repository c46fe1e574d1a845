// How an SLA clock reads (docs/support-api.md, Clock): its colour by state (amber past 75 %, red
// once breached, grey while paused, green when met) and the business time left as short words.
import type { TFunction } from "i18next";
import type { Clock, ClockState } from "../ticket-api";

export type ClockTone = "success" | "processing" | "warning" | "error" | "default";

const TONES: Record<ClockState, ClockTone> = {
  ok: "processing",
  warning: "warning",
  breached: "error",
  met: "success",
  paused: "default",
  none: "default",
};

export function clockTone(clock: Pick<Clock, "state"> | null | undefined): ClockTone {
  return clock ? (TONES[clock.state] ?? "default") : "default";
}

/** The colour of a clock's progress bar, as antd's tokens name them. */
export const BAR_COLORS: Record<ClockTone, string> = {
  success: "#52c41a",
  processing: "#1677ff",
  warning: "#faad14",
  error: "#ff4d4f",
  default: "#bfbfbf",
};

/** Business minutes as "45 min", "3 h 20 min" or, past ten hours, whole hours ("26 h"). */
export function formatMinutes(minutes: number, t: TFunction): string {
  const total = Math.round(Math.abs(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return t("support:sla.minutes", { count: rest });
  if (hours >= 10 || rest === 0) return t("support:sla.hours", { count: hours });
  return `${t("support:sla.hours", { count: hours })} ${t("support:sla.minutes", { count: rest })}`;
}

/** What a clock says in a few words: the time left, how late it is, paused, met or no target. */
export function clockText(clock: Clock | null | undefined, t: TFunction): string {
  if (!clock || clock.state === "none") return t("support:sla.none");
  if (clock.state === "met") return t("support:sla.met");
  if (clock.state === "paused") return t("support:sla.paused");
  const remaining = clock.remaining_minutes ?? 0;
  if (clock.state === "breached" || remaining < 0) return t("support:sla.late", { time: formatMinutes(remaining, t) });
  return t("support:sla.left", { time: formatMinutes(remaining, t) });
}

/** How much of the target is spent, 0–100, for a progress bar. */
export function spentPercent(clock: Clock | null | undefined): number {
  if (!clock || clock.percent === null || clock.percent === undefined) return 0;
  return Math.max(0, Math.min(100, Math.round(clock.percent)));
}
