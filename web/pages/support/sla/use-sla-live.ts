// A ticket that changes (a move, a reply, a pause) has its clocks read again; after missed events, all.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { liveBus } from "../../../providers/live/live-bus";
import { slaKey } from "./use-sla-batch";

export function useSlaLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offChange = liveBus.onChange((change) => {
      if (change.resource !== "tickets") return;
      for (const id of change.ids) void queryClient.invalidateQueries({ queryKey: slaKey(Number(id)) });
    });
    const offResync = liveBus.onResync(() => void queryClient.invalidateQueries({ queryKey: ["ticket-sla"] }));
    return () => {
      offChange();
      offResync();
    };
  }, [queryClient]);
}
