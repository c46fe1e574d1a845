// A card is stale once the datetime its board names (BoardDef.staleAt, a lead's `rotting_at`)
// is past; how long it has been, in the largest unit worth saying.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface Staleness {
  since: Date;
  unit: "days" | "hours" | "now";
  count: number;
}

export function stalenessOf(value: unknown, now: number = Date.now()): Staleness | null {
  if (typeof value !== "string" || value === "") return null;
  const since = Date.parse(value);
  if (!Number.isFinite(since) || since > now) return null;
  const elapsed = now - since;
  if (elapsed >= DAY_MS) return { since: new Date(since), unit: "days", count: Math.floor(elapsed / DAY_MS) };
  if (elapsed >= HOUR_MS) return { since: new Date(since), unit: "hours", count: Math.floor(elapsed / HOUR_MS) };
  return { since: new Date(since), unit: "now", count: 0 };
}
