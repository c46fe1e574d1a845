// One measured API request of a bench part (CRM, support, billing): how many ran and how fast.
export interface ApiFigure {
  request: string;
  user: string;
  requests: number;
  failures: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  /**
   * What one answer held (rows of the total, a board's counts, the totals' sums), to see the request did the work
   * it claims.
   */
  answer: string;
}
