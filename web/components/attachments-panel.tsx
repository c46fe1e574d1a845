// The files of one record (a project's or a task's): each with its type, size, who uploaded it and
// when; a download through the signed-in session; upload with a progress bar and delete (with the
// name-typed confirmation), each offered only to whom the API would allow.
import type { BaseRecord } from "@refinedev/core";
import { useCan, useList } from "@refinedev/core";
import { Button, Empty, List, Space, Typography } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { getResource } from "../../resources/registry";
import { DeleteConfirmButton } from "../resource-pages/delete-confirm";
import { AttachmentIcon } from "./attachments/attachment-icon";
import { humanSize } from "./attachments/attachment-rules";
import { AttachmentUploader } from "./attachments/attachment-uploader";
import { downloadAttachment } from "./attachments/download-attachment";
import { useOwnership } from "./use-ownership";

export interface AttachmentsPanelProps {
  /** The files resource ("project-files", "task-files"). */
  resource: string;
  /** Its field holding the owner's id ("project_id", "task_id"). */
  parentField: string;
  parentId: number;
}

const PAGE_SIZE = 100;

export function AttachmentsPanel({ resource, parentField, parentId }: AttachmentsPanelProps) {
  const { t, i18n } = useTranslation();
  const def = getResource(resource);
  if (!def) throw new Error(`Unknown resource ${resource}`);
  const ownership = useOwnership();
  const mayList = useCan({ resource, action: "list" }).data?.can ?? false;
  const mayCreate = useCan({ resource, action: "create" }).data?.can ?? false;
  const { result, query } = useList({
    resource,
    filters: [{ field: parentField, operator: "eq", value: parentId }],
    sorters: [{ field: "id", order: "desc" }],
    pagination: { currentPage: 1, pageSize: PAGE_SIZE, mode: "server" },
    queryOptions: { enabled: mayList },
  });

  const download = (row: BaseRecord) => {
    // A failure is toasted by the HTTP client.
    downloadAttachment(resource, row.id!, String(row.original_name ?? "file")).catch(() => undefined);
  };

  const renderFile = (row: BaseRecord) => (
    <List.Item
      data-testid="attachment-item"
      actions={[
        <Button
          key="download"
          size="small"
          icon={<DownloadOutlined />}
          onClick={() => download(row)}
          aria-label={t("tasks:files.download")}
          title={t("tasks:files.download")}
          data-testid="attachment-download"
        />,
        ownership.owns(row.uploaded_by) && (
          <DeleteConfirmButton
            key="delete"
            def={def}
            record={row}
            hideText
            size="small"
            onDeleted={() => void query.refetch()}
          />
        ),
      ].filter(Boolean)}
    >
      <List.Item.Meta
        avatar={<AttachmentIcon mime={row.mime_type} />}
        title={
          <Typography.Link
            onClick={() => download(row)}
            style={{ wordBreak: "break-all" }}
            data-testid="attachment-name"
          >
            {String(row.original_name ?? "")}
          </Typography.Link>
        }
        description={
          <Space size={4} wrap split="·" style={{ fontSize: 12 }}>
            <span data-testid="attachment-size">{humanSize(row.size, i18n.language)}</span>
            <span>{String(row.uploaded_by_name ?? "—")}</span>
            <span>{row.created_at ? dayjs(String(row.created_at)).locale(i18n.language).format("L LT") : ""}</span>
          </Space>
        }
      />
    </List.Item>
  );

  if (!mayList) return null;
  return (
    <div data-testid="attachments-panel">
      {mayCreate && (
        <AttachmentUploader
          resource={resource}
          parentField={parentField}
          parentId={parentId}
          onUploaded={() => void query.refetch()}
        />
      )}
      <List
        loading={query.isLoading}
        dataSource={result?.data ?? []}
        rowKey="id"
        renderItem={renderFile}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("tasks:files.empty")} /> }}
      />
    </div>
  );
}
