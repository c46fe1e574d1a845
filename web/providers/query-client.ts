// The signed-in app's query cache, made here rather than by Refine so the live provider can see
// which reads are running (live/query-idle-gate.ts). Refine's own defaults, kept.
import {
  keepPreviousData,
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
} from "@tanstack/react-query";

/**
 * Refine hands `cancelRefetch: false` to invalidateQueries among the filters, where TanStack
 * Query v5 does not read it: every invalidation cancelled the reads in flight and sent them
 * again. One change heard by a board's four columns sent each column's read four times. The
 * option goes where it is read; a read in flight that began before the change is still not
 * joined, since live changes wait for such reads to answer (live/query-idle-gate.ts).
 */
class RefineQueryClient extends QueryClient {
  override invalidateQueries(
    filters?: InvalidateQueryFilters & { cancelRefetch?: boolean },
    options?: InvalidateOptions,
  ): Promise<void> {
    if (filters?.cancelRefetch === undefined) return super.invalidateQueries(filters, options);
    const { cancelRefetch, ...rest } = filters;
    return super.invalidateQueries(rest, { cancelRefetch, ...options });
  }
}

export function createQueryClient(): QueryClient {
  return new RefineQueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData } },
  });
}
