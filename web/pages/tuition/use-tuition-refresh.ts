// After a run, an issue, a remittance or a return, everything the screen shows may have moved
// (previews, runs, debits): its queries are read again together.
import { useQueryClient } from "@tanstack/react-query";
import { TUITION_KEY } from "./tuition-api";

export function useTuitionRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...TUITION_KEY] });
}
