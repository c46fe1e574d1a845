// Linked tasks, each a link to its page with its state and dates; removable when allowed.
import type { BaseRecord } from "@refinedev/core";
import { useMany } from "@refinedev/core";
import { Button, Empty, List, Popconfirm, Space, Typography } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ReferenceTag } from "../../../../components/child-records/reference-tag";

interface DependencyListProps {
  rows: BaseRecord[];
  /** The field holding the other task's id: depends_on_id (predecessors) or task_id (successors). */
  otherField: "depends_on_id" | "task_id";
  loading: boolean;
  emptyText: string;
  onRemove?(row: BaseRecord): Promise<unknown>;
  testId: string;
}

export function DependencyList({ rows, otherField, loading, emptyText, onRemove, testId }: DependencyListProps) {
  const { t, i18n } = useTranslation();
  const ids = rows.map((row) => row[otherField] as number);
  const { result } = useMany({ resource: "tasks", ids, queryOptions: { enabled: ids.length > 0 } });
  const tasks = new Map((result.data ?? []).map((task) => [Number(task.id), task]));
  const day = (value: unknown) => (value ? dayjs(String(value)).locale(i18n.language).format("L") : "—");

  return (
    <List
      size="small"
      loading={loading}
      dataSource={rows}
      rowKey="id"
      data-testid={testId}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      renderItem={(row) => {
        const otherId = Number(row[otherField]);
        const other = tasks.get(otherId);
        const name = String(
          other?.name ?? row[otherField === "depends_on_id" ? "depends_on_name" : "task_name"] ?? `#${otherId}`,
        );
        return (
          <List.Item
            data-testid="dependency-item"
            data-task-id={otherId}
            actions={
              onRemove
                ? [
                    <Popconfirm
                      key="remove"
                      title={t("tasks:dependencies.removeConfirm", { name })}
                      okText={t("tasks:dependencies.remove")}
                      okButtonProps={{ danger: true }}
                      cancelText={t("buttons.cancel")}
                      onConfirm={() => onRemove(row)}
                    >
                      <Button
                        type="text"
                        danger
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={t("tasks:dependencies.remove")}
                        title={t("tasks:dependencies.remove")}
                        data-testid="dependency-remove"
                      />
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
              <Space size={8} wrap>
                <Link to={`/tasks/${otherId}?tab=dependencies`} data-testid="dependency-link">
                  {name}
                </Link>
                {other?.task_state_id ? (
                  <ReferenceTag resource="task-states" id={other.task_state_id as number} />
                ) : null}
              </Space>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t("tasks:dependencies.dates", { start: day(other?.start_date), due: day(other?.due_date) })}
              </Typography.Text>
            </Space>
          </List.Item>
        );
      }}
    />
  );
}
