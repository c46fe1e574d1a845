// The live stream while the signed-in frame is shown (it unmounts on sign-out and on an expired
// session). Missed events (a reconnect, a `resync`) mean reading again whatever is shown.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { afterFirstReads } from "./after-first-reads";
import { isFrozenQuery } from "./frozen-query";
import { liveBus } from "./live-bus";
import { requestStream } from "./live-request";

export function LiveSession() {
  const queryClient = useQueryClient();

  useEffect(
    () => liveBus.onResync(() => void queryClient.invalidateQueries({ predicate: (query) => !isFrozenQuery(query) })),
    [queryClient],
  );

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const early = requestStream();
    const waiting = afterFirstReads(queryClient, () => {
      void import("./start-live").then(({ startLive }) => {
        if (!cancelled) stop = startLive(early);
      });
    });
    return () => {
      cancelled = true;
      waiting();
      if (stop) stop();
      else early?.controller.abort();
    };
  }, [queryClient]);

  return null;
}
