// Saving one field of the side panel: PATCH with the version read, the answer shown at once. A
// 409 (someone saved the ticket in between) raises the changed-record alert; other refusals (a
// move the table forbids) were toasted by the HTTP client and the panel keeps the stored value.
import { useCallback, useState } from "react";
import { updateTicket } from "../ticket-api";
import type { TicketRecord } from "../ticket-record";

export function useTicketSave(ticket: TicketRecord | null, replace: (row: TicketRecord) => void) {
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const save = useCallback(
    async (values: Record<string, unknown>) => {
      if (!ticket) return;
      setSaving(true);
      try {
        replace(await updateTicket(ticket.id, { ...values, version: ticket.version }));
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 409) setConflict(true);
      } finally {
        setSaving(false);
      }
    },
    [ticket, replace],
  );
  return {
    save: (values: Record<string, unknown>) => void save(values),
    saving,
    conflict,
    dismiss: () => setConflict(false),
  };
}
