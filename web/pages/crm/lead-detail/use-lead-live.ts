// Keeps the lead page current. Its timeline, score and questionnaires are read again when the
// lead, its activities, its requests or its answers change (an activity's event does not say
// which lead it belongs to, so any counts). The lead itself: the user's own changes (a note, an
// answer, a merge, another tab) reload it quietly; someone else's raise the "changed" banner
// rather than redraw the header under the user's eyes.
import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { httpClient } from "../../../providers/http-client";
import { liveBus } from "../../../providers/live/live-bus";
import { readUser } from "../../../providers/session";
import { leadKey } from "./lead-queries";
import type { LeadRecord } from "./lead-record";

const RELATED = new Set(["lead-activities", "lead-requests", "lead-answers"]);
/** The changes of one burst (a merge touches several tables) make one reload. */
const SETTLE_MS = 300;

export interface LeadLive {
  /** The newer lead someone else saved, while the banner is up. */
  changed: LeadRecord | null;
  /** Shows the newer lead (and drops the banner). */
  reload: () => void;
}

export function useLeadLive(lead: LeadRecord | undefined, refetch: () => unknown): LeadLive {
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState<LeadRecord | null>(null);
  const latest = useRef({ lead, refetch });
  latest.current = { lead, refetch };
  const leadId = lead?.id;

  useEffect(() => {
    setChanged(null);
    if (leadId === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refreshReads = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: leadKey(leadId) }), SETTLE_MS);
    };
    const compare = async () => {
      let fresh: LeadRecord;
      try {
        fresh = (await httpClient.get<LeadRecord>(`leads/${leadId}`, { silent: true })).data;
      } catch {
        // Gone (merged into another, deleted) or out of reach: reading it again shows not found.
        void latest.current.refetch();
        return;
      }
      const shown = latest.current.lead;
      if (shown && Number(fresh.version) > Number(shown.version)) setChanged(fresh);
      // Same version: only what the server keeps (the score) moved.
      else void latest.current.refetch();
    };
    const offChange = liveBus.onChange((change) => {
      if (RELATED.has(change.resource)) refreshReads();
      if (change.resource !== "leads" || !change.ids.some((id) => String(id) === String(leadId))) return;
      refreshReads();
      if (change.type === "deleted" || change.by === readUser()?.id) void latest.current.refetch();
      else void compare();
    });
    const offResync = liveBus.onResync(() => {
      refreshReads();
      void compare();
    });
    return () => {
      clearTimeout(timer);
      offChange();
      offResync();
    };
  }, [leadId, queryClient]);

  const reload = () => {
    setChanged(null);
    void latest.current.refetch();
  };
  // Once the page shows that version (or a later one) by other means, there is nothing to say.
  const news = changed && lead && Number(changed.version) > Number(lead.version) ? changed : null;
  return { changed: news, reload };
}
