// The lead score's weights (docs/crm-api.md, GET/PUT /api/crm/score-weights): what each input is
// worth out of 100. Four whole numbers that add up to 100, as the API checks.

export const SCORE_PARTS = ["questions", "completeness", "recency", "stage"] as const;
export type ScorePart = (typeof SCORE_PARTS)[number];
export type ScoreWeights = Record<ScorePart, number>;

/** The sum of the weights typed so far (an empty box counts as 0). */
export function weightsSum(values: Partial<Record<ScorePart, unknown>>): number {
  return SCORE_PARTS.reduce(
    (sum, part) => sum + (Number.isFinite(Number(values[part])) ? Number(values[part] ?? 0) : 0),
    0,
  );
}

/** Whether the weights may be saved: whole numbers from 0 to 100 adding up to 100. */
export function validWeights(values: Partial<Record<ScorePart, unknown>>): values is ScoreWeights {
  return (
    SCORE_PARTS.every(
      (part) => Number.isInteger(values[part]) && (values[part] as number) >= 0 && (values[part] as number) <= 100,
    ) && weightsSum(values) === 100
  );
}
