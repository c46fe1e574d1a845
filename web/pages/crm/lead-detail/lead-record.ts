import type { RowOf } from "../../../../resources/kit/row-types";
import type { leads } from "../../../../resources/crm/leads";

// A lead as GET /api/leads/:id answers it, read from its declaration (resources/crm/leads.ts), and
// the shapes of the lead page's own endpoints (docs/crm-api.md, "The lead page").
export type LeadRecord = RowOf<typeof leads>;

export type ScorePartKey = "questions" | "completeness" | "recency" | "stage";

export interface ScoreBreakdown {
  score: number;
  parts: { key: ScorePartKey; weight: number; ratio: number; points: number }[];
}

export type QuestionnaireKey = "general" | "financial";

export interface QuestionOption {
  id: string;
  label: string;
  points: number;
}

export interface Question {
  id: number;
  question: string;
  kind: "enumerated" | "developed";
  options: QuestionOption[] | null;
  answer: { option_id: string | null; text: string | null; points: number | null } | null;
}

export type Questionnaires = Record<QuestionnaireKey, Question[]>;

export const TIMELINE_KINDS = [
  "created",
  "status",
  "stage",
  "owner",
  "value",
  "note",
  "activity",
  "activity_done",
  "request",
  "answer",
  "email",
  "lost",
  "reopened",
  "converted",
  "merged",
  "imported",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export interface TimelineEntry {
  id: number;
  kind: TimelineKind;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  data: Record<string, unknown>;
}

/** A numeric column's value, or undefined when it is empty (PostgreSQL may send strings). */
export function numberOf(value: unknown): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
