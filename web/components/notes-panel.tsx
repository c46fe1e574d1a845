// The notes of one record (a project's or a task's): newest first, each with its author and when
// it was written; anyone who may create adds one, and a note's author (or an admin) edits or
// deletes it. Notes are staff-only: the API answers 403 to clients, and the pages hide the tab.
import { useState } from "react";
import type { BaseKey, BaseRecord } from "@refinedev/core";
import { useCan, useCreate, useDelete, useList, useUpdate } from "@refinedev/core";
import { Button, Empty, List, Popconfirm, Space, Typography, theme } from "antd";
import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "./relative-time";
import { TextComposer } from "./text-composer";
import { useOwnership } from "./use-ownership";

export interface NotesPanelProps {
  /** The notes resource ("project-notes", "task-notes"). */
  resource: string;
  /** Its field holding the owner's id ("project_id", "task_id"). */
  parentField: string;
  parentId: number;
}

const PAGE_SIZE = 20;

/** The first words of a text, for a confirmation that names what is deleted. */
export function excerpt(text: unknown, length = 60): string {
  const flat = String(text ?? "")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

export function NotesPanel({ resource, parentField, parentId }: NotesPanelProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<BaseKey | null>(null);
  const ownership = useOwnership();
  const { token } = theme.useToken();
  const mayList = useCan({ resource, action: "list" }).data?.can ?? false;
  const mayCreate = useCan({ resource, action: "create" }).data?.can ?? false;
  const mayEdit = useCan({ resource, action: "edit" }).data?.can ?? false;
  const mayDelete = useCan({ resource, action: "delete" }).data?.can ?? false;
  const { result, query } = useList({
    resource,
    filters: [{ field: parentField, operator: "eq", value: parentId }],
    sorters: [{ field: "id", order: "desc" }],
    pagination: { currentPage: page, pageSize: PAGE_SIZE, mode: "server" },
    queryOptions: { enabled: mayList },
  });
  const create = useCreate();
  const update = useUpdate();
  const remove = useDelete();
  // The HTTP client toasts failures itself.
  const quiet = { resource, errorNotification: false as const };

  const add = (content: string) =>
    create.mutateAsync({
      ...quiet,
      values: { [parentField]: parentId, content },
      successNotification: () => ({ message: t("tasks:notes.added"), type: "success" }),
    });
  const save = (note: BaseRecord, content: string) =>
    update
      .mutateAsync({
        ...quiet,
        id: note.id!,
        values: { content, version: note.version },
        mutationMode: "pessimistic",
        successNotification: () => ({ message: t("tasks:notes.updated"), type: "success" }),
      })
      .then(() => setEditing(null));
  const destroy = (note: BaseRecord) =>
    remove.mutateAsync({
      ...quiet,
      id: note.id!,
      mutationMode: "pessimistic",
      successNotification: () => ({ message: t("tasks:notes.deleted"), type: "success" }),
    });

  const renderNote = (note: BaseRecord) => {
    const mine = ownership.owns(note.author_id);
    if (editing === note.id) {
      return (
        <List.Item data-testid="note-item">
          <TextComposer
            initial={String(note.content ?? "")}
            placeholder={t("tasks:notes.placeholder")}
            submitLabel={t("buttons.save")}
            cancelLabel={t("buttons.cancel")}
            onCancel={() => setEditing(null)}
            onSubmit={(content) => save(note, content)}
            testId="note-editor"
            autoFocus
          />
        </List.Item>
      );
    }
    const actions = [
      mayEdit && mine && (
        <Button
          key="edit"
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={t("buttons.edit")}
          title={t("buttons.edit")}
          onClick={() => setEditing(note.id!)}
          data-testid="note-edit"
        />
      ),
      mayDelete && mine && (
        <Popconfirm
          key="delete"
          title={t("tasks:notes.deleteConfirm", { name: excerpt(note.content) })}
          okText={t("buttons.delete")}
          okButtonProps={{ danger: true }}
          cancelText={t("buttons.cancel")}
          onConfirm={() => destroy(note)}
        >
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t("buttons.delete")}
            title={t("buttons.delete")}
            data-testid="note-delete"
          />
        </Popconfirm>
      ),
    ].filter(Boolean);
    return (
      <List.Item actions={actions} data-testid="note-item" style={{ alignItems: "flex-start" }}>
        <List.Item.Meta
          title={
            <Space size={8} wrap>
              <Typography.Text strong>{String(note.author_name ?? "—")}</Typography.Text>
              <RelativeTime value={note.created_at as string} />
              {Number(note.version) > 1 && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("tasks:notes.edited")}
                </Typography.Text>
              )}
            </Space>
          }
          description={
            <Typography.Paragraph
              style={{ whiteSpace: "pre-wrap", marginBottom: 0, color: token.colorText, overflowWrap: "anywhere" }}
              data-testid="note-content"
            >
              {String(note.content ?? "")}
            </Typography.Paragraph>
          }
        />
      </List.Item>
    );
  };

  if (!mayList) return null;
  return (
    <div data-testid="notes-panel">
      {mayCreate && (
        <div style={{ marginBottom: 16 }}>
          <TextComposer
            placeholder={t("tasks:notes.placeholder")}
            submitLabel={t("tasks:notes.add")}
            onSubmit={add}
            testId="note-composer"
          />
        </div>
      )}
      <List
        loading={query.isLoading}
        dataSource={result?.data ?? []}
        rowKey="id"
        renderItem={renderNote}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("tasks:notes.empty")} /> }}
        pagination={
          (result?.total ?? 0) > PAGE_SIZE
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                total: result?.total,
                onChange: setPage,
                size: "small",
                showSizeChanger: false,
              }
            : false
        }
      />
    </div>
  );
}
