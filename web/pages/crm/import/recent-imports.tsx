// The last imports (the reader's own; an admin's all), each undoable while it stands.
import { useEffect, useState } from "react";
import { Button, Popconfirm, Table, Tag, Typography } from "antd";
import { UndoOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { leadImportApi, type ImportSummary } from "./lead-import-api";

interface RecentImportsProps {
  /** Bumped by the wizard after an import or an undo, to read the list again. */
  version: number;
  onUndo(id: number): Promise<void>;
}

// The list answers the latest 50; the wizard has room for a few.
const SHOWN = 8;

export function RecentImports({ version, onUndo }: RecentImportsProps) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<ImportSummary[]>();
  const [undoing, setUndoing] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger: fetched again after an import
  useEffect(() => {
    let live = true;
    leadImportApi
      .recent()
      .then(
        (data) =>
          live && setRows(Array.isArray(data) ? data.filter((r) => r.status !== "uploaded").slice(0, SHOWN) : []),
      )
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [version]);

  const undo = async (id: number) => {
    setUndoing(id);
    try {
      await onUndo(id);
    } finally {
      setUndoing(null);
    }
  };

  return (
    <div data-testid="recent-imports">
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t("crm-import:recent.title")}
      </Typography.Title>
      <Table
        size="small"
        rowKey="id"
        loading={rows === undefined}
        dataSource={rows ?? []}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("crm-import:recent.empty") }}
        columns={[
          {
            key: "when",
            title: t("crm-import:recent.when"),
            render: (_: unknown, r: ImportSummary) =>
              dayjs(r.imported_at ?? r.created_at)
                .locale(i18n.language)
                .format("L LT"),
          },
          { key: "file", title: t("crm-import:recent.file"), dataIndex: "filename", ellipsis: true },
          { key: "by", title: t("crm-import:recent.by"), render: (_: unknown, r: ImportSummary) => r.user_name ?? "—" },
          { key: "imported", title: t("crm-import:recent.imported"), dataIndex: "imported" },
          {
            key: "state",
            title: "",
            render: (_: unknown, r: ImportSummary) =>
              r.status === "undone" ? (
                <Tag>{t("crm-import:recent.undone")}</Tag>
              ) : r.imported > 0 ? (
                <Popconfirm
                  title={t("crm-import:result.undoConfirm")}
                  okText={t("crm-import:result.undo")}
                  cancelText={t("buttons.cancel")}
                  onConfirm={() => undo(r.id)}
                >
                  <Button
                    size="small"
                    icon={<UndoOutlined />}
                    loading={undoing === r.id}
                    data-testid={`undo-import-${r.id}`}
                  >
                    {t("crm-import:result.undo")}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
