// How long the live stream waits before trying again: a growing backoff with jitter, or what
// a 429's Retry-After asks for.
export const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 15_000;

/** The wait before attempt `n` (1, 2, …): 0.5 s doubling to 15 s, ±25 % so that the clients of
 * a restarted instance do not all come back in the same instant. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1);
  return Math.round(Math.min(MAX_DELAY_MS, base) * (0.75 + random() * 0.5));
}

/** Retry-After in milliseconds: delta-seconds or an HTTP date; 0 when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? 0 : Math.max(0, date - now);
}
