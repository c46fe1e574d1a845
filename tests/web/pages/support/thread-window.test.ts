import { describe, expect, it } from "vitest";
import type { TicketMessage } from "../../../../web/pages/support/conversation/thread-api";
import { withEarlier, withNewest } from "../../../../web/pages/support/conversation/thread-window";

// How the conversation's messages in hand change as windows of it are read: the newest page read
// again (live, after a send), an earlier page joining the front.

function msg(id: number, minute: number, body = `m${id}`): TicketMessage {
  return {
    id,
    ticket_id: 1,
    body,
    internal: false,
    author_id: 1,
    author_name: "Ana",
    files_count: 0,
    created_at: `2030-01-01T10:${String(minute).padStart(2, "0")}:00Z`,
  };
}
const ids = (w: { messages: TicketMessage[] }) => w.messages.map((m) => m.id);

describe("the conversation's window", () => {
  it("keeps earlier pages when the newest one is read again, and adds what arrived", () => {
    const shown = { messages: [msg(1, 1), msg(2, 2), msg(3, 3), msg(4, 4)], total: 4 };
    const next = withNewest(shown, { rows: [msg(3, 3), msg(4, 4), msg(5, 5)], total: 5 });
    expect(ids(next)).toEqual([1, 2, 3, 4, 5]);
    expect(next.total).toBe(5);
  });

  it("shows an edit and drops a deleted message within the newest window", () => {
    const shown = { messages: [msg(1, 1), msg(2, 2), msg(3, 3)], total: 3 };
    const next = withNewest(shown, { rows: [msg(1, 1), msg(3, 3, "editado")], total: 2 });
    expect(ids(next)).toEqual([1, 3]);
    expect(next.messages[1].body).toBe("editado");
  });

  it("empties the thread when nothing is left", () => {
    expect(withNewest({ messages: [msg(1, 1)], total: 1 }, { rows: [], total: 0 })).toEqual({ messages: [], total: 0 });
  });

  it("puts an earlier page in front without doubling a message the moved offsets repeat", () => {
    const shown = { messages: [msg(3, 3), msg(4, 4)], total: 5 };
    const next = withEarlier(shown, { rows: [msg(1, 1), msg(2, 2), msg(3, 3)], total: 5 });
    expect(ids(next)).toEqual([1, 2, 3, 4]);
    expect(next.total).toBe(5);
  });

  it("orders by time and then by id, as the API does (a merge brings older messages in)", () => {
    const shown = { messages: [msg(10, 5), msg(11, 6)], total: 3 };
    const next = withEarlier(shown, { rows: [msg(12, 5)], total: 3 });
    expect(ids(next)).toEqual([10, 12, 11]);
  });
});
