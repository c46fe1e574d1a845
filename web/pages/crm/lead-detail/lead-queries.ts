// The lead page's reads outside Refine's hooks, cached under one key per lead so that a live
// change, or a write made here, refreshes them all at once.
import { useQuery } from "@tanstack/react-query";
import { loadQuestionnaires, loadScore, loadTimeline } from "./lead-api";

export const leadKey = (leadId: number) => ["lead-detail", leadId] as const;

export function useLeadScore(leadId: number) {
  return useQuery({ queryKey: [...leadKey(leadId), "score"], queryFn: () => loadScore(leadId) });
}

export function useQuestionnaires(leadId: number) {
  return useQuery({ queryKey: [...leadKey(leadId), "questionnaires"], queryFn: () => loadQuestionnaires(leadId) });
}

export function useTimeline(leadId: number, kinds: readonly string[], limit: number) {
  return useQuery({
    queryKey: [...leadKey(leadId), "timeline", kinds.join(","), limit],
    queryFn: () => loadTimeline(leadId, kinds, limit),
  });
}
