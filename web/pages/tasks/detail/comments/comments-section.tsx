// The task's conversation: a box to write a comment (staff may mark it internal, so clients never
// see it), then the threads, pinned first.
import { useState } from "react";
import { useCan } from "@refinedev/core";
import { Button, Checkbox, Empty, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { TextComposer } from "../../../../components/text-composer";
import { useOwnership } from "../../../../components/use-ownership";
import { CommentItem, type CommentRights } from "./comment-item";
import { useTaskComments } from "./use-task-comments";

const RESOURCE = "task-comments";

export function CommentsSection({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const ownership = useOwnership();
  const mayList = useCan({ resource: RESOURCE, action: "list" }).data?.can ?? false;
  const rights: CommentRights = {
    mayCreate: useCan({ resource: RESOURCE, action: "create" }).data?.can ?? false,
    mayEdit: useCan({ resource: RESOURCE, action: "edit" }).data?.can ?? false,
    mayDelete: useCan({ resource: RESOURCE, action: "delete" }).data?.can ?? false,
    owns: ownership.owns,
  };
  const api = useTaskComments(taskId, mayList);
  const [internal, setInternal] = useState(false);

  return (
    <div data-testid="comments-section">
      {rights.mayCreate && (
        <div style={{ marginBottom: 16 }}>
          <TextComposer
            placeholder={t("tasks:comments.placeholder")}
            submitLabel={t("tasks:comments.add")}
            onSubmit={(content) => api.add({ content, internal })}
            extra={
              <Checkbox
                checked={internal}
                onChange={(e) => setInternal(e.target.checked)}
                data-testid="comment-internal"
              >
                {t("tasks:comments.internalLabel")}
              </Checkbox>
            }
            testId="comment-composer"
          />
        </div>
      )}
      {api.loading ? (
        <Spin style={{ display: "block", margin: 24 }} />
      ) : api.tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("tasks:comments.empty")} />
      ) : (
        <div style={{ display: "flex", flexDirection: "column", gap: 12 }} data-testid="comment-threads">
          {api.tree.map((node) => (
            <CommentItem key={node.comment.id} node={node} api={api} rights={rights} />
          ))}
        </div>
      )}
      {api.hasMore && (
        <Button style={{ marginTop: 12 }} onClick={api.loadMore}>
          {t("tasks:comments.loadMore")}
        </Button>
      )}
    </div>
  );
}
