// Refine's automatic refetch joins a read of the resource already on its way (cancelRefetch:
// false), and that read may have been answered before the change was committed: the screen would
// keep the old rows until the next change. So a change is handed over only once no read of its
// resource is running; the refetch it causes then starts after the commit.
import type { QueryClient } from "@tanstack/react-query";
import type { DeliveryGate } from "./live-provider";

/** A read that never answers must not hold the changes back for long. */
const MAX_WAIT_MS = 3_000;
const BURST_MS = 30;

export function queryIdleGate(client: QueryClient, dataProviderName = "default"): DeliveryGate {
  return (resource, deliver) => {
    const queryKey = ["data", dataProviderName, resource];
    const busy = () => client.isFetching({ queryKey }) > 0;
    // A moment's pause: the changes of one burst (a board move renumbers several rows) travel together.
    setTimeout(() => {
      if (!busy()) return deliver();
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        unsubscribe();
        clearTimeout(timer);
        deliver();
      };
      const unsubscribe = client.getQueryCache().subscribe(() => {
        if (!busy()) finish();
      });
      const timer = setTimeout(finish, MAX_WAIT_MS);
    }, BURST_MS);
  };
}
