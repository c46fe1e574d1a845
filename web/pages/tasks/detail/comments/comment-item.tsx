// One comment and, under it and indented, its replies. Internal comments carry a lock tag and a
// tinted background; pinned ones a pin. Reply, pin, edit and delete are offered as allowed.
import { useState } from "react";
import { Avatar, Button, Checkbox, Grid, Popconfirm, Space, Tag, Typography, theme } from "antd";
import {
  DeleteOutlined,
  EditOutlined,
  LockOutlined,
  MessageOutlined,
  PushpinFilled,
  PushpinOutlined,
} from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { excerpt } from "../../../../components/notes-panel";
import { RelativeTime } from "../../../../components/relative-time";
import { TextComposer } from "../../../../components/text-composer";
import type { CommentNode } from "./comment-tree";
import type { TaskCommentsApi } from "./use-task-comments";

export interface CommentRights {
  /** Staff: may write comments, reply, mark them internal. */
  mayCreate: boolean;
  mayEdit: boolean;
  mayDelete: boolean;
  owns(authorId: unknown): boolean;
}

/** Deeper replies stop moving right, so a long thread still fits a phone. */
const MAX_INDENT_DEPTH = 4;

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

interface CommentItemProps {
  node: CommentNode;
  api: TaskCommentsApi;
  rights: CommentRights;
  depth?: number;
}

export function CommentItem({ node, api, rights, depth = 0 }: CommentItemProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // On a phone the actions are icons only (named by their tooltip and aria-label), on one line.
  const compact = !Grid.useBreakpoint().sm;
  const { comment, replies } = node;
  const [mode, setMode] = useState<"view" | "edit" | "reply">("view");
  const [replyInternal, setReplyInternal] = useState(comment.internal);
  const mine = rights.owns(comment.author_id);
  const author = comment.author_name || t("tasks:comments.unknownAuthor");

  const button = (key: string, icon: React.ReactNode, label: string, onClick?: () => void, danger?: boolean) => (
    <Button
      key={key}
      type="text"
      size="small"
      icon={icon}
      onClick={onClick}
      danger={danger}
      aria-label={label}
      title={compact ? label : undefined}
      data-testid={`comment-${key}`}
    >
      {compact ? null : label}
    </Button>
  );
  const edge = comment.internal
    ? token.colorWarningBorder
    : comment.pinned
      ? token.colorPrimaryBorder
      : token.colorBorderSecondary;

  return (
    <div
      data-testid="comment"
      data-comment-id={comment.id}
      data-internal={comment.internal}
      data-pinned={comment.pinned}
      data-depth={depth}
    >
      <div
        style={{
          display: "flex",
          gap: 10,
          padding: "10px 12px",
          borderRadius: token.borderRadiusLG,
          background: comment.internal ? token.colorWarningBg : undefined,
          border: `1px solid ${edge}`,
        }}
      >
        <Avatar size="small" style={{ flex: "none", background: token.colorPrimary }}>
          {initials(author)}
        </Avatar>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Space size={6} wrap>
            <Typography.Text strong>{author}</Typography.Text>
            <RelativeTime value={comment.created_at} />
            {comment.pinned && (
              <Tag color="blue" icon={<PushpinFilled />} data-testid="comment-pinned-tag">
                {t("tasks:comments.pinned")}
              </Tag>
            )}
            {comment.internal && (
              <Tag color="orange" icon={<LockOutlined />} data-testid="comment-internal-tag">
                {t("tasks:comments.internal")}
              </Tag>
            )}
          </Space>
          {mode === "edit" ? (
            <div style={{ marginTop: 6 }}>
              <TextComposer
                initial={comment.content}
                placeholder={t("tasks:comments.placeholder")}
                submitLabel={t("buttons.save")}
                cancelLabel={t("buttons.cancel")}
                onCancel={() => setMode("view")}
                onSubmit={(content) => api.edit(comment, { content }).then(() => setMode("view"))}
                testId="comment-editor"
                autoFocus
              />
            </div>
          ) : (
            <Typography.Paragraph
              style={{ whiteSpace: "pre-wrap", margin: "4px 0 0", overflowWrap: "anywhere" }}
              data-testid="comment-content"
            >
              {comment.content}
            </Typography.Paragraph>
          )}
          {mode === "view" && (rights.mayCreate || ((rights.mayEdit || rights.mayDelete) && mine)) && (
            <Space size={0} wrap style={{ marginLeft: -8 }}>
              {rights.mayCreate
                && button("reply", <MessageOutlined />, t("tasks:comments.reply"), () => setMode("reply"))}
              {rights.mayEdit
                && mine
                && button(
                  "pin",
                  comment.pinned ? <PushpinFilled /> : <PushpinOutlined />,
                  t(comment.pinned ? "tasks:comments.unpin" : "tasks:comments.pin"),
                  () => void api.edit(comment, { pinned: !comment.pinned }).catch(() => undefined),
                )}
              {rights.mayEdit && mine && button("edit", <EditOutlined />, t("buttons.edit"), () => setMode("edit"))}
              {rights.mayDelete && mine && (
                <Popconfirm
                  key="delete"
                  title={t("tasks:comments.deleteConfirm", { name: excerpt(comment.content) })}
                  description={
                    node.descendants ? t("tasks:comments.deleteReplies", { count: node.descendants }) : undefined
                  }
                  okText={t("buttons.delete")}
                  okButtonProps={{ danger: true }}
                  cancelText={t("buttons.cancel")}
                  onConfirm={() => api.destroy(comment)}
                >
                  {button("delete", <DeleteOutlined />, t("buttons.delete"), undefined, true)}
                </Popconfirm>
              )}
            </Space>
          )}
        </div>
      </div>
      {mode === "reply" && (
        <div style={{ margin: "8px 0 0 24px" }}>
          <TextComposer
            placeholder={t("tasks:comments.replyPlaceholder", { name: author })}
            submitLabel={t("tasks:comments.reply")}
            cancelLabel={t("buttons.cancel")}
            onCancel={() => setMode("view")}
            onSubmit={(content) =>
              api.add({ content, internal: replyInternal, parent_id: comment.id }).then(() => setMode("view"))
            }
            extra={
              <Checkbox
                checked={replyInternal}
                onChange={(e) => setReplyInternal(e.target.checked)}
                data-testid="reply-internal"
              >
                {t("tasks:comments.internalLabel")}
              </Checkbox>
            }
            testId="reply-composer"
            autoFocus
          />
        </div>
      )}
      {replies.length > 0 && (
        <div
          data-testid="comment-replies"
          style={{
            marginTop: 8,
            marginLeft: depth < MAX_INDENT_DEPTH ? 16 : 0,
            paddingLeft: depth < MAX_INDENT_DEPTH ? 12 : 0,
            borderLeft: depth < MAX_INDENT_DEPTH ? `2px solid ${token.colorBorderSecondary}` : undefined,
            display: "flex",
            flexDirection: "column",
            gap: 8,
          }}
        >
          {replies.map((reply) => (
            <CommentItem key={reply.comment.id} node={reply} api={api} rights={rights} depth={depth + 1} />
          ))}
        </div>
      )}
    </div>
  );
}
