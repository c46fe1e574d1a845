// The live stream's client waits for the first screen: its code would otherwise count among that
// screen's bytes (the dashboard's have a budget, scripts/bench). It loads once the reads in flight
// have all answered and a moment passed quietly, or after MAX_WAIT_MS.
import type { QueryClient } from "@tanstack/react-query";

const QUIET_MS = 300;
const MAX_WAIT_MS = 3_000;

export function afterFirstReads(client: QueryClient, run: () => void): () => void {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    cleanup();
    run();
  };
  const check = () => {
    clearTimeout(quiet);
    if (client.isFetching() === 0) quiet = setTimeout(fire, QUIET_MS);
  };
  const unsubscribe = client.getQueryCache().subscribe(check);
  const fallback = setTimeout(fire, MAX_WAIT_MS);
  function cleanup() {
    unsubscribe();
    clearTimeout(quiet);
    clearTimeout(fallback);
  }
  check();
  return () => {
    done = true;
    cleanup();
  };
}
