// A ticket's conversation (/support/ticket-<token>): the thread, newest at the bottom and scrolled
// to it whenever a message arrives (live, or one's own), earlier pages on request, and the reply
// box under it. Clients get neither internal notes (the API never sends them) nor the note mode.
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Alert, Button, Empty, Spin, Typography } from "antd";
import { UpOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { permissionsOf } from "../../../providers/auth-provider";
import { readUser } from "../../../providers/session";
import { MessageItem } from "./message-item";
import { ReplyBox } from "./reply-box";
import type { TicketMessage } from "./thread-api";
import { mentionName } from "./use-staff-mentions";
import { useTicketThread } from "./use-ticket-thread";

export interface TicketConversationProps {
  /** The ticket's row as GET /api/tickets gives it (id, token, title, client_name, status, …). */
  ticket: Record<string, unknown> & { client_name?: string | null };
  /** After this screen changed the ticket's conversation (the side panel may re-read the ticket). */
  onChanged?: () => void;
}

export function TicketConversation({ ticket, onChanged }: TicketConversationProps) {
  const { t } = useTranslation("ticket-conversation");
  const ticketId = Number(ticket.id);
  const thread = useTicketThread(ticketId);
  const user = useMemo(() => readUser(), []);
  const staff = !permissionsOf(user).isClient;
  const scroller = useRef<HTMLDivElement>(null);

  // Pinned to the newest message while the reader is at the bottom (the first page, a message
  // arriving, files filling in); an earlier page added at the top keeps what the reader was
  // looking at in place instead.
  const newestId = thread.messages.at(-1)?.id;
  const oldestId = thread.messages[0]?.id;
  const atBottom = useRef(true);
  const seen = useRef<{ newest?: number; oldest?: number; height: number }>({ height: 0 });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the extra values are triggers: they change the height
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = seen.current;
    const earlierAdded = oldestId !== before.oldest && newestId === before.newest && before.oldest !== undefined;
    if (earlierAdded) el.scrollTop += el.scrollHeight - before.height;
    else if (newestId !== before.newest || atBottom.current) el.scrollTop = el.scrollHeight;
    seen.current = { newest: newestId, oldest: oldestId, height: el.scrollHeight };
    setHiddenAbove(el.scrollTop > 8);
  }, [newestId, oldestId, thread.messages.length, thread.loading, thread.files]);
  // Messages scrolled out above fade out at the top edge, so the box reads as scrollable.
  const [hiddenAbove, setHiddenAbove] = useState(false);
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
    setHiddenAbove(el.scrollTop > 8);
  };

  // The author lookup names staff only (to staff): an unnamed author of a staff reader's thread is
  // a client user; a client reader knows their own name, and the others answer for the support team.
  const fallbackAuthor = (message: TicketMessage): string | undefined => {
    if (message.author_id == null) return undefined;
    if (user && message.author_id === user.id) return mentionName(user);
    return staff ? ticket.client_name || undefined : t("thread.supportTeam");
  };

  const sent = async () => {
    await thread.refresh().catch(() => undefined);
    onChanged?.();
  };

  let body: ReactNode;
  if (thread.loading) body = <Spin style={{ display: "block", margin: "32px auto" }} />;
  else if (thread.failed && thread.messages.length === 0)
    body = (
      <Alert
        type="error"
        showIcon
        message={t("thread.failed")}
        action={
          <Button size="small" onClick={() => void thread.refresh().catch(() => undefined)}>
            {t("thread.retry")}
          </Button>
        }
      />
    );
  else if (thread.messages.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("thread.empty")} />;
  else
    body = (
      <>
        {thread.hasEarlier && (
          <div style={{ textAlign: "center" }}>
            <Button
              icon={<UpOutlined />}
              onClick={thread.loadEarlier}
              loading={thread.loadingEarlier}
              data-testid="thread-load-earlier"
            >
              {t("thread.loadEarlier")}
            </Button>
            <Typography.Text type="secondary" style={{ display: "block", fontSize: 12, marginTop: 4 }}>
              {t("thread.earlierCount", { count: thread.total - thread.messages.length })}
            </Typography.Text>
          </div>
        )}
        {thread.messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            files={thread.files.get(message.id)}
            mine={user?.id === message.author_id}
            fallbackAuthor={fallbackAuthor(message)}
          />
        ))}
      </>
    );

  return (
    <div data-testid="ticket-conversation" style={{ display: "flex", flexDirection: "column", gap: 12, minWidth: 0 }}>
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={t("thread.title")}
        aria-live="polite"
        data-testid="ticket-thread"
        style={{
          display: "flex",
          flexDirection: "column",
          gap: 10,
          maxHeight: "max(320px, calc(100dvh - 360px))",
          overflowY: "auto",
          overscrollBehavior: "contain",
          paddingInlineEnd: 4,
          maskImage: hiddenAbove ? "linear-gradient(to bottom, transparent 0, #000 28px)" : undefined,
        }}
      >
        {body}
      </div>
      <ReplyBox ticket={ticket} staff={staff} onSent={sent} />
    </div>
  );
}
