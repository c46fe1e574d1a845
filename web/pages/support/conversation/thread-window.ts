// How the messages in hand change when a window of the newest ones is read again (a live change,
// a sent reply) or an earlier page arrives: pure, so the rules are tested without a browser.
import type { MessageWindow, TicketMessage } from "./thread-api";

export interface ThreadWindow {
  /** Oldest first. */
  messages: TicketMessage[];
  total: number;
}

type Ordered = Pick<TicketMessage, "id" | "created_at">;

/** The thread's order: by time, then by id (the API sorts the same way). */
export function compareMessages(a: Ordered, b: Ordered): number {
  const byTime = Date.parse(a.created_at) - Date.parse(b.created_at);
  return byTime || a.id - b.id;
}

/**
 * The newest messages read again replace what was shown from the oldest of them on (so edits,
 * deletions and moved-in messages show); earlier pages already loaded are kept.
 */
export function withNewest(current: ThreadWindow, newest: MessageWindow): ThreadWindow {
  return { messages: keepOlder(current.messages, newest.rows), total: newest.total };
}

function keepOlder(shown: TicketMessage[], newest: TicketMessage[]): TicketMessage[] {
  if (newest.length === 0) return [];
  const fresh = new Set(newest.map((m) => m.id));
  const oldest = newest[0];
  const older = shown.filter((m) => !fresh.has(m.id) && compareMessages(m, oldest) < 0);
  return [...older, ...newest];
}

/** An earlier page joins the front; a message already shown (the offsets moved) is not doubled. */
export function withEarlier(current: ThreadWindow, earlier: MessageWindow): ThreadWindow {
  const shown = new Set(current.messages.map((m) => m.id));
  const added = earlier.rows.filter((m) => !shown.has(m.id));
  return {
    messages: [...added, ...current.messages].sort(compareMessages),
    total: Math.max(earlier.total, current.messages.length + added.length),
  };
}
