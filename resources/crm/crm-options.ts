import type { FieldDef } from "../kit/types.js";

// Enumerations the sales resources share (docs/product.md#states likelihood labels;
// docs/product.md#entity-decisions for the rest).
export const LIKELIHOODS = ["improbable", "possible", "likely", "certain", "too_high"] as const;
export const LEAD_SOURCES = ["website", "referral", "campaign", "event", "cold_call", "social", "other"] as const;
export const ACTIVITY_TYPES = ["call", "meeting", "email", "task"] as const;
export const CAMPAIGN_STATUSES = ["planned", "active", "paused", "completed"] as const;
export const CAMPAIGN_CHANNELS = ["email", "social", "ads", "events", "phone", "web", "other"] as const;
export const REQUEST_CHANNELS = ["web", "email", "phone", "whatsapp", "in_person", "other"] as const;
export const REQUEST_STATUSES = ["new", "in_progress", "answered", "closed"] as const;
export const QUESTION_KINDS = ["enumerated", "developed"] as const;
/** Where a lead stands (docs/product.md#product-rules): its status and its stage say the same. */
export const OUTCOMES = ["open", "won", "lost"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Each lead status and pipeline stage means one outcome; admins choose it. */
export const OUTCOME_FIELD = { type: "enum", options: OUTCOMES, default: "open" } as const satisfies FieldDef;

/** Money is integer cents; this caps it at ten thousand million euros. */
export const MONEY_FIELD = { type: "money", min: 0, max: 1_000_000_000_000 } as const satisfies FieldDef;

/** A commercial user who owns a row, and their name. */
export const OWNER_FIELDS = {
  owner_id: { type: "reference", reference: "team-members" },
  owner_name: { type: "string", lookup: { via: "owner_id", table: "users", columns: ["name", "lastname"] } },
} as const satisfies Record<string, FieldDef>;
