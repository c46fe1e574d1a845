// The timeline's filter chips: each names the kinds it shows (the `kind` parameter of
// GET /api/leads/:id/timeline); "all" asks for every kind.
import type { LeadEventKind as TimelineKind } from "../../../../resources/crm/lead-page-answers";

export const TIMELINE_FILTERS = {
  all: [],
  notes: ["note"],
  activities: ["activity", "activity_done", "email"],
  changes: ["created", "status", "stage", "owner", "value", "lost", "reopened", "converted", "merged", "imported"],
  requests: ["request"],
  answers: ["answer"],
} as const satisfies Record<string, readonly TimelineKind[]>;

export type TimelineFilter = keyof typeof TIMELINE_FILTERS;

export const TIMELINE_FILTER_KEYS = Object.keys(TIMELINE_FILTERS) as TimelineFilter[];

export function isTimelineFilter(value: unknown): value is TimelineFilter {
  return typeof value === "string" && Object.hasOwn(TIMELINE_FILTERS, value);
}
