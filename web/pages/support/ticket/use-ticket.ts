// The ticket of /support/ticket-{token}, read by its token (GET /api/tickets?token=…), and kept
// current: a change to it (live, anyone's), to its messages, or missed events read it again, with
// its clocks, time and the client's other tickets (all under ticketKey). The panel saves field by
// field, so there is no draft a fresh read could overwrite.
import { useCallback, useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { liveBus } from "../../../providers/live/live-bus";
import { findTicketByToken } from "../ticket-api";
import type { TicketRecord } from "../ticket-record";

export const ticketKey = (token: string) => ["support-ticket", token] as const;
/** The ticket's own reads (clocks, time, other tickets), refreshed with it. */
export const ticketPartsKey = (id: number) => ["support-ticket-parts", id] as const;

const RELATED = new Set(["ticket-messages", "ticket-files"]);
/** The changes of one burst (a merge touches several tables) make one reload. */
const SETTLE_MS = 300;

export function useTicket(token: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ticketKey(token ?? ""),
    queryFn: () => findTicketByToken(token!),
    enabled: Boolean(token),
    retry: false,
  });
  const ticket = query.data ?? null;
  const id = ticket?.id;

  const refresh = useCallback(() => {
    if (!token) return;
    void queryClient.invalidateQueries({ queryKey: ticketKey(token) });
    if (id !== undefined) void queryClient.invalidateQueries({ queryKey: ticketPartsKey(id) });
  }, [queryClient, token, id]);

  /** A row the API answered (a PATCH, a close): shown at once, the rest read again. */
  const replace = useCallback(
    (row: TicketRecord) => {
      if (token) queryClient.setQueryData(ticketKey(token), row);
      if (id !== undefined) void queryClient.invalidateQueries({ queryKey: ticketPartsKey(id) });
    },
    [queryClient, token, id],
  );

  useEffect(() => {
    if (id === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, SETTLE_MS);
    };
    const offChange = liveBus.onChange((change) => {
      if (
        RELATED.has(change.resource)
        || (change.resource === "tickets" && change.ids.some((changed) => String(changed) === String(id)))
      )
        later();
    });
    const offResync = liveBus.onResync(later);
    return () => {
      clearTimeout(timer);
      offChange();
      offResync();
    };
  }, [id, refresh]);

  return { ticket, loading: query.isLoading, failed: query.isError, refresh, replace };
}
