// The board's SLA clocks: each card asks for its ticket's, and the asks of one moment go out as
// one GET /api/tickets/sla?ids=… (the visible cards), at most 100 ids a request. Clocks are read
// again every minute (the countdown) and when their ticket changes (use-sla-live.ts).
import { useQuery } from "@tanstack/react-query";
import { loadTicketsSla, type TicketSla } from "../ticket-api";

const BATCH_DELAY_MS = 30;
const BATCH_SIZE = 100;
export const SLA_REFRESH_MS = 60_000;

export const slaKey = (id: number) => ["ticket-sla", id] as const;

type Waiter = { resolve: (sla: TicketSla | null) => void; reject: (error: unknown) => void };
const waiting = new Map<number, Waiter[]>();
let timer: ReturnType<typeof setTimeout> | undefined;

async function flush(): Promise<void> {
  timer = undefined;
  const batch = new Map(waiting);
  waiting.clear();
  const ids = [...batch.keys()];
  for (let i = 0; i < ids.length; i += BATCH_SIZE) {
    const chunk = ids.slice(i, i + BATCH_SIZE);
    try {
      const found = new Map((await loadTicketsSla(chunk)).map((sla) => [Number(sla.id), sla]));
      // A ticket the reader may not see (or no longer) has no clock: null, not an error.
      for (const id of chunk) for (const w of batch.get(id) ?? []) w.resolve(found.get(id) ?? null);
    } catch (error) {
      for (const id of chunk) for (const w of batch.get(id) ?? []) w.reject(error);
    }
  }
}

/** One ticket's clocks, asked for together with every other ask of the same moment. */
export function loadSlaBatched(id: number): Promise<TicketSla | null> {
  return new Promise((resolve, reject) => {
    const list = waiting.get(id) ?? [];
    list.push({ resolve, reject });
    waiting.set(id, list);
    if (timer === undefined) timer = setTimeout(() => void flush(), BATCH_DELAY_MS);
  });
}

export function useTicketSla(id: number, enabled: boolean) {
  return useQuery({
    queryKey: slaKey(id),
    queryFn: () => loadSlaBatched(id),
    enabled,
    staleTime: SLA_REFRESH_MS / 2,
    refetchInterval: SLA_REFRESH_MS,
    retry: false,
  });
}
