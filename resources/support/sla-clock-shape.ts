// One SLA clock as the API answers it (GET /api/tickets/:id/sla) and the screens show it.
export type ClockState = "ok" | "warning" | "breached" | "met" | "paused" | "none";

export interface Clock {
  target_minutes: number | null;
  due_at: string | null;
  /** Business minutes left at the measuring point (now, the pause, or when met); negative once past due. */
  remaining_minutes: number | null;
  /** Share of the target spent, in whole percent (above 100 once breached). */
  percent: number | null;
  state: ClockState;
}
