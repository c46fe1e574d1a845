// One message of the conversation: author, time, the text as typed (line breaks kept, never read
// as HTML) and its files. An internal note is told apart at a glance: yellow, a lock, a label.
import { Avatar, Space, Tag, Tooltip, Typography, theme } from "antd";
import { LockOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "../../../components/relative-time";
import { MessageFiles } from "./message-files";
import type { TicketFile, TicketMessage } from "./thread-api";

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join("") || "?"
  );
}

interface MessageItemProps {
  message: TicketMessage;
  files: TicketFile[] | undefined;
  /** Written by the signed-in user. */
  mine: boolean;
  /** Who wrote it when the API gives no name (see ticket-conversation.tsx). */
  fallbackAuthor?: string;
}

export function MessageItem({ message, files, mine, fallbackAuthor }: MessageItemProps) {
  const { t } = useTranslation("ticket-conversation");
  const { token } = theme.useToken();
  const author = message.author_name || fallbackAuthor || t("thread.unknownAuthor");
  const internal = Boolean(message.internal);
  return (
    <article
      data-testid="ticket-message"
      data-message-id={message.id}
      data-internal={internal}
      aria-label={internal ? `${t("thread.internal")} · ${author}` : author}
      style={{
        display: "flex",
        gap: 10,
        padding: "10px 12px",
        borderRadius: token.borderRadiusLG,
        background: internal ? token.colorWarningBg : mine ? token.colorPrimaryBg : token.colorBgContainer,
        border:
          `1px solid `
          + `${internal ? token.colorWarningBorder : mine ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
        borderLeft: internal ? `4px solid ${token.colorWarning}` : undefined,
      }}
    >
      <Avatar size="small" style={{ flex: "none", background: internal ? token.colorWarning : token.colorPrimary }}>
        {internal ? <LockOutlined /> : initials(author)}
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Space size={6} wrap>
          <Typography.Text strong data-testid="ticket-message-author">
            {author}
          </Typography.Text>
          <RelativeTime value={message.created_at} />
          {internal && (
            <Tooltip title={t("thread.internalHint")}>
              <Tag
                color="gold"
                icon={<LockOutlined />}
                style={{ marginInlineEnd: 0 }}
                data-testid="ticket-message-internal"
              >
                {t("thread.internal")}
              </Tag>
            </Tooltip>
          )}
        </Space>
        <Typography.Paragraph
          style={{ whiteSpace: "pre-wrap", margin: "4px 0 0", overflowWrap: "anywhere" }}
          data-testid="ticket-message-body"
        >
          {message.body}
        </Typography.Paragraph>
        {files && <MessageFiles files={files} />}
      </div>
    </article>
  );
}
