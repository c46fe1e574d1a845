// The task's time entries, newest first: who, when, how long (h:mm), the note and whether it is
// billable; a user's own entries (an admin's: any) may be corrected or deleted.
import type { ColumnsType } from "antd/es/table";
import { Button, Popconfirm, Space, Table, Tag, Typography } from "antd";
import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { hoursMinutes } from "../task-record";
import { entryMinutes, isRunning, type TimeEntry } from "./time-entry";
import { useNow } from "./use-running-timer";

interface TimeEntryListProps {
  rows: TimeEntry[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage(page: number): void;
  mayEdit: boolean;
  mayDelete: boolean;
  owns(userId: unknown): boolean;
  onEdit(entry: TimeEntry): void;
  onDelete(entry: TimeEntry): Promise<unknown>;
}

export function TimeEntryList(props: TimeEntryListProps) {
  const { rows, total, page, pageSize, loading, onPage, mayEdit, mayDelete, owns, onEdit, onDelete } = props;
  const { t, i18n } = useTranslation();
  const now = useNow(rows.some(isRunning), 30_000);
  const label = (field: string) => t(`resources:time-entries.fields.${field}`);
  const columns: ColumnsType<TimeEntry> = [
    { key: "user", title: label("user_name"), render: (_, e) => e.user_name ?? "—" },
    {
      key: "start",
      title: label("started_at"),
      render: (_, e) => dayjs(e.started_at).locale(i18n.language).format("L LT"),
    },
    {
      key: "duration",
      title: t("tasks:time.duration"),
      render: (_, e) =>
        isRunning(e) ? (
          <Tag color="processing">{t("tasks:time.running")}</Tag>
        ) : (
          <span style={{ fontVariantNumeric: "tabular-nums" }} data-testid="time-entry-duration">
            {hoursMinutes(entryMinutes(e, now))}
          </span>
        ),
    },
    {
      key: "note",
      title: label("note"),
      render: (_, e) => (
        <Typography.Text style={{ maxWidth: 260 }} ellipsis={{ tooltip: e.note }}>
          {e.note || "—"}
        </Typography.Text>
      ),
    },
    {
      key: "billable",
      title: label("billable"),
      render: (_, e) =>
        e.billable ? <Tag color="green">{t("tasks:time.billable")}</Tag> : <Tag>{t("tasks:time.notBillable")}</Tag>,
    },
    {
      key: "actions",
      width: 1,
      render: (_, e) =>
        owns(e.user_id) && (
          <Space size={4}>
            {mayEdit && !isRunning(e) && (
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t("buttons.edit")}
                title={t("buttons.edit")}
                onClick={() => onEdit(e)}
                data-testid="time-entry-edit"
              />
            )}
            {mayDelete && (
              <Popconfirm
                title={t("tasks:time.deleteConfirm", {
                  duration: hoursMinutes(entryMinutes(e, now)),
                  date: dayjs(e.started_at).locale(i18n.language).format("L"),
                })}
                okText={t("buttons.delete")}
                okButtonProps={{ danger: true }}
                cancelText={t("buttons.cancel")}
                onConfirm={() => onDelete(e)}
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t("buttons.delete")}
                  title={t("buttons.delete")}
                  data-testid="time-entry-delete"
                />
              </Popconfirm>
            )}
          </Space>
        ),
    },
  ];
  return (
    <Table<TimeEntry>
      rowKey="id"
      size="small"
      dataSource={rows}
      columns={columns}
      loading={loading}
      scroll={{ x: "max-content" }}
      data-testid="time-entries"
      onRow={() => ({ "data-testid": "time-entry-row" }) as never}
      pagination={{
        current: page,
        pageSize,
        total,
        onChange: onPage,
        size: "small",
        hideOnSinglePage: true,
        showTotal: (n: number) => t("list.total", { total: n }),
      }}
    />
  );
}
