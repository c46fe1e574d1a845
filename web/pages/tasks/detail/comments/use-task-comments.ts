// A task's comments (all pages loaded as the user asks, oldest first) and what can be done with
// them. The API filters internal comments out for clients and lets only a comment's author (or an
// admin) change it; failures are toasted by the HTTP client.
import { useMemo } from "react";
import { useCreate, useDelete, useInfiniteList, useUpdate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { commentTree, type TaskComment } from "./comment-tree";

const RESOURCE = "task-comments";
const PAGE_SIZE = 100;

export interface NewComment {
  content: string;
  internal: boolean;
  parent_id?: number;
}

export function useTaskComments(taskId: number, enabled: boolean) {
  const { t } = useTranslation();
  const { result, query } = useInfiniteList<TaskComment>({
    resource: RESOURCE,
    filters: [{ field: "task_id", operator: "eq", value: taskId }],
    sorters: [{ field: "id", order: "asc" }],
    pagination: { pageSize: PAGE_SIZE, mode: "server" },
    queryOptions: { enabled },
  });
  const rows = useMemo(() => (result.data?.pages ?? []).flatMap((page) => page.data), [result.data]);
  const tree = useMemo(() => commentTree(rows), [rows]);
  const create = useCreate();
  const update = useUpdate();
  const remove = useDelete();
  const quiet = { resource: RESOURCE, errorNotification: false as const };
  const reload = () => void query.refetch();

  return {
    tree,
    total: result.data?.pages[0]?.total ?? 0,
    loading: query.isLoading,
    hasMore: Boolean(result.hasNextPage),
    loadMore: () => void query.fetchNextPage(),
    add: (input: NewComment) =>
      create
        .mutateAsync({
          ...quiet,
          values: {
            task_id: taskId,
            content: input.content,
            internal: input.internal,
            parent_id: input.parent_id ?? null,
          },
          successNotification: () => ({
            message: t(input.parent_id ? "tasks:comments.replied" : "tasks:comments.added"),
            type: "success",
          }),
        })
        .then(reload),
    edit: (comment: TaskComment, values: Partial<Pick<TaskComment, "content" | "pinned">>) =>
      update
        .mutateAsync({
          ...quiet,
          id: comment.id,
          values: { ...values, version: comment.version },
          mutationMode: "pessimistic",
          successNotification: () => ({
            message: t(
              values.pinned === undefined
                ? "tasks:comments.updated"
                : values.pinned
                  ? "tasks:comments.pinnedDone"
                  : "tasks:comments.unpinnedDone",
            ),
            type: "success",
          }),
        })
        .then(reload),
    destroy: (comment: TaskComment) =>
      remove
        .mutateAsync({
          ...quiet,
          id: comment.id,
          mutationMode: "pessimistic",
          successNotification: () => ({ message: t("tasks:comments.deleted"), type: "success" }),
        })
        .then(reload),
  };
}

export type TaskCommentsApi = ReturnType<typeof useTaskComments>;
