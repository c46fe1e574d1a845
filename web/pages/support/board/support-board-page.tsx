// /support (issue 12): the tickets as a board by status (the states in order, and an "unknown"
// column while some ticket holds a status no release knows; for a client, the states a ticket has
// for them, issue 26) or as a table, with one filter bar for both, and "new ticket" in a modal. A
// card shows urgency, assignee, client and the resolution clock; it opens the ticket's page
// (/support/ticket-{token}). A card dropped on "resolved" opens the close dialog.
import { useCallback, useMemo, useState } from "react";
import type { BaseRecord } from "@refinedev/core";
import { useNavigate } from "react-router";
import type { BoardDef, ResourceDef } from "../../../../resources/kit/types";
import { UNKNOWN_STATUS } from "../../../../resources/support/ticket-options";
import { BoardListPage } from "../../../components/kanban/board-list-page";
import { NewTicketModal } from "../new-ticket/new-ticket-modal";
import { CloseDialog } from "../ticket/close-dialog";
import { SlaTag } from "../sla/sla-tag";
import { useSlaLive } from "../sla/use-sla-live";
import { ticketPath } from "../ticket-record";
import { useIsStaff } from "../use-is-staff";
import { tickets } from "../../../../resources/support/tickets";

// The card's countdown says what the resolution due date would: the date itself is left out.
const CARD_DROPS = new Set(["resolution_due_at"]);

/**
 * The board a reader is shown: staff the team's states; a client the states a ticket has for them
 * (client_status: open, waiting for you, resolved, closed), without the team's own card fields.
 */
export function boardFor(def: ResourceDef, staff: boolean): BoardDef {
  const board = def.board!;
  const fields = board.card.fields.filter((f) => !CARD_DROPS.has(f) && (staff || !def.fields[f]?.staffOnly));
  return { ...board, column: staff ? board.column : CLIENT_COLUMN, card: { ...board.card, fields } };
}

const CLIENT_COLUMN = "client_status";

export function SupportBoardPage() {
  const def = tickets;
  const navigate = useNavigate();
  const staff = useIsStaff();
  const board = useMemo(() => boardFor(def, staff), [staff]);
  const [creating, setCreating] = useState(false);
  useSlaLive();
  const open = useCallback((row: BaseRecord) => navigate(ticketPath(row as { token: string })), [navigate]);
  // Clients have no clocks (staff-only fields): their cards ask for none.
  const cardExtra = useCallback((row: BaseRecord) => (staff ? <SlaTag row={row} enabled /> : null), [staff]);
  return (
    <>
      <BoardListPage
        def={def}
        defaultView="board"
        onOpen={open}
        onCreate={() => setCreating(true)}
        boardProps={staff ? { board, cardExtra, unknownValue: UNKNOWN_STATUS, closingDialog: CloseDialog } : { board }}
      />
      <NewTicketModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(ticket) => navigate(ticketPath(ticket))}
      />
    </>
  );
}
