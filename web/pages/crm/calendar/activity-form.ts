// The activity form's values, from an activity or a picked slot, and the body they are saved as.
import dayjs, { type Dayjs } from "dayjs";
import { DEFAULT_DURATION, type SlotPrefill } from "./calendar-events";
import type { Activity, ActivityType } from "./calendar-types";

export interface ActivityFormValues {
  subject: string;
  type: ActivityType;
  lead_id: number | null;
  owner_id: number | null;
  due_at: Dayjs;
  duration_minutes: number;
  done: boolean;
  outcome: string;
  notes: string;
  /** Only when editing: a stale save is refused (409). */
  version?: number;
}

export function formValues(activity: Activity): ActivityFormValues {
  return {
    subject: activity.subject,
    type: activity.type,
    lead_id: activity.lead_id,
    owner_id: activity.owner_id,
    due_at: dayjs(activity.due_at),
    duration_minutes: activity.duration_minutes ?? DEFAULT_DURATION,
    done: Boolean(activity.done),
    outcome: activity.outcome ?? "",
    notes: activity.notes ?? "",
    version: activity.version,
  };
}

export function newFormValues(
  prefill: SlotPrefill,
  ownerId: number | null,
  type: ActivityType = "call",
): ActivityFormValues {
  return {
    subject: "",
    type,
    lead_id: null,
    owner_id: ownerId,
    due_at: dayjs(prefill.due_at),
    duration_minutes: prefill.duration_minutes,
    done: false,
    outcome: "",
    notes: "",
  };
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** `withOwner`: only an admin picks the owner; a commercial user's activities are their own. */
export function activityBody(values: ActivityFormValues, withOwner: boolean): Record<string, unknown> {
  return {
    subject: values.subject.trim(),
    type: values.type,
    lead_id: values.lead_id,
    ...(withOwner ? { owner_id: values.owner_id ?? null } : {}),
    due_at: values.due_at.toISOString(),
    duration_minutes: values.duration_minutes,
    done: Boolean(values.done),
    outcome: text(values.outcome),
    notes: text(values.notes),
    ...(values.version !== undefined ? { version: values.version } : {}),
  };
}
