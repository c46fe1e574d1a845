// The answers of the lead page's own endpoints (docs/crm-api.md, "The lead page"), typed once for
// both sides: the API's routes return them and the web's lead page reads them.

/** The parts of a lead's score, each a ratio from 0 to 1 times the weight admins give it. */
export const SCORE_PARTS = ["questions", "completeness", "recency", "stage"] as const;
export type ScorePart = (typeof SCORE_PARTS)[number];

/** GET /api/leads/:id/score: the score and what each part brings to it. */
export interface ScoreBreakdown {
  score: number;
  parts: { key: ScorePart; weight: number; ratio: number; points: number }[];
}

/** What a lead's timeline tells of (GET /api/leads/:id/timeline's `kind`). */
export const LEAD_EVENT_KINDS = [
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
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** One entry of the timeline, newest first. */
export interface TimelineEntry {
  id: number;
  kind: LeadEventKind;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  data: Record<string, unknown>;
}

export type QuestionnaireKey = "general" | "financial";

export interface QuestionOption {
  id: string;
  label: string;
  points: number;
}

/** An active question of a questionnaire, with this lead's answer (GET /api/leads/:id/questionnaires). */
export interface Question {
  id: number;
  question: string;
  kind: "enumerated" | "developed";
  options: QuestionOption[] | null;
  answer: { option_id: string | null; text: string | null; points: number | null } | null;
}

export type Questionnaires = Record<QuestionnaireKey, Question[]>;
