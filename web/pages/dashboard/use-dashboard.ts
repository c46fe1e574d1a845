// The dashboard's answer for the period in the address, kept on screen while another period
// loads, and read again (once a burst of changes has settled) when a record behind its figures
// changes anywhere: a lead won at another desk, a ticket answered, an invoice paid.
import { useEffect, useMemo, useRef } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLiveChanges } from "../../providers/live/use-live-changes";
import { loadDashboard } from "./dashboard-api";
import type { RangeParams } from "../../components/dashboard/dashboard-range";
import type { DashboardAnswer } from "../../components/dashboard/dashboard-types";
import type { DashboardSectionView } from "../web-manifest";

/** A burst of changes (an import, a bulk move) reads the dashboard once, after it. */
export const LIVE_SETTLE_MS = 1500;

/** The resources behind the sections the answer holds. */
export function watchedResources(
  answer: DashboardAnswer | undefined,
  sections: readonly DashboardSectionView[],
): string[] {
  if (!answer) return [];
  return [...new Set(sections.filter((view) => answer[view.name]).flatMap((view) => view.live))].sort();
}

export function useDashboard(
  range: RangeParams,
  sections: readonly DashboardSectionView[],
  load: (range: RangeParams) => Promise<DashboardAnswer> = loadDashboard,
) {
  const query = useQuery({
    queryKey: ["dashboard", range.from ?? null, range.to ?? null],
    queryFn: () => load(range),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const watched = useMemo(() => watchedResources(query.data, sections), [query.data, sections]);
  useLiveChanges(watched, () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void query.refetch(), LIVE_SETTLE_MS);
  });
  return query;
}
