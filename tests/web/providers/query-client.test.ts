import { describe, expect, it } from "vitest";
import { QueryObserver } from "@tanstack/react-query";
import { createQueryClient } from "../../../web/providers/query-client";

// Refine passes cancelRefetch among invalidateQueries' filters; the app's client reads it there.

describe("the app's query client", () => {
  it(
    "joins the read in flight when Refine invalidates " + "with cancelRefetch: false, and restarts it otherwise",
    async () => {
      const client = createQueryClient();
      let reads = 0;
      const queryKey = ["data", "default", "tasks", "list"];
      const observer = new QueryObserver(client, {
        queryKey,
        queryFn: () => new Promise((resolve) => setTimeout(() => resolve(++reads), 20)),
      });
      const unsubscribe = observer.subscribe(() => undefined);
      // As Refine's live subscriptions do: one invalidation per column, while the first read runs.
      const refine = { queryKey, type: "all", refetchType: "active", cancelRefetch: false } as const;
      await Promise.all([
        client.invalidateQueries(refine),
        client.invalidateQueries(refine),
        client.invalidateQueries(refine),
      ]);
      expect(reads).toBe(1);
      await Promise.all([client.invalidateQueries({ queryKey }), client.invalidateQueries({ queryKey })]);
      expect(reads).toBe(3);
      unsubscribe();
    },
  );
});
