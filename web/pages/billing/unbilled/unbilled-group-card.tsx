// One group of unbilled time (a task, or a person): a checkbox for the whole group and one per
// entry, the hours, the hourly rate and what the picked hours come to.
import { Card, Checkbox, Space, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../resource-pages/money";
import {
  groupState,
  hoursOf,
  pickedTotals,
  type UnbilledEntry,
  type UnbilledGroup,
  type UnbilledGroupBy,
} from "./unbilled-selection";
import { longTableProps } from "../../../resource-pages/long-table";

interface UnbilledGroupCardProps {
  group: UnbilledGroup;
  groupBy: UnbilledGroupBy;
  picked: ReadonlySet<number>;
  onToggleGroup(group: UnbilledGroup): void;
  onToggleEntry(id: number): void;
}

export function UnbilledGroupCard({ group, groupBy, picked, onToggleGroup, onToggleEntry }: UnbilledGroupCardProps) {
  const { t, i18n } = useTranslation();
  const state = groupState(group, picked);
  const chosen = pickedTotals([group], picked);
  const hours = (minutes: number) =>
    t("billing:unbilled.hours", { hours: new Intl.NumberFormat(i18n.language).format(hoursOf(minutes)) });
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="unbilled-group" styles={{ body: { padding: 0 } }}>
      {/* The figures wrap under the name on a phone rather than squeezing it. */}
      <div
        style={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: "4px 16px",
          padding: "10px 12px",
        }}
      >
        <Checkbox
          checked={state === "all"}
          indeterminate={state === "some"}
          onChange={() => onToggleGroup(group)}
          aria-label={t("billing:unbilled.pickGroup", { name: group.label })}
          style={{ flex: "1 1 240px" }}
        >
          <Typography.Text strong>{group.label}</Typography.Text>
        </Checkbox>
        <Space size={8} wrap>
          <Typography.Text type="secondary">{hours(chosen.minutes)}</Typography.Text>
          {!group.rate ? (
            <Tag color="warning">{t("billing:unbilled.noRate")}</Tag>
          ) : (
            <Typography.Text type="secondary">
              {t("billing:unbilled.rate", { rate: formatMoney(group.rate, i18n.language) })}
            </Typography.Text>
          )}
          <Typography.Text strong data-testid="unbilled-group-amount">
            {formatMoney(chosen.amount, i18n.language)}
          </Typography.Text>
        </Space>
      </div>
      <Table<UnbilledEntry>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={group.entries}
        scroll={{ x: "max-content" }}
        {...longTableProps(group.entries.length, 6)}
        rowSelection={{
          selectedRowKeys: group.entries.filter((entry) => picked.has(entry.id)).map((entry) => entry.id),
          onSelect: (entry) => onToggleEntry(entry.id),
          hideSelectAll: true,
          getCheckboxProps: (entry) =>
            ({
              "aria-label": t("billing:unbilled.pickEntry", {
                date: dayjs(entry.date).locale(i18n.language).format("L"),
              }),
            }) as never,
        }}
        columns={[
          {
            key: "date",
            title: t("billing:unbilled.date"),
            render: (_, entry) => dayjs(entry.date).locale(i18n.language).format("L"),
          },
          groupBy === "task"
            ? { key: "person", title: t("billing:unbilled.person"), render: (_, entry) => entry.user_name ?? "—" }
            : {
                key: "work",
                title: t("billing:unbilled.work"),
                render: (_, entry) => entry.task_title ?? entry.ticket_title ?? "—",
              },
          // By task the group's name already says the project.
          ...(groupBy === "person"
            ? [
                {
                  key: "project",
                  title: t("billing:unbilled.project"),
                  render: (_: unknown, entry: UnbilledEntry) => entry.project_name ?? "—",
                },
              ]
            : []),
          {
            key: "hours",
            title: t("billing:unbilled.time"),
            align: "right",
            render: (_, entry) => hours(entry.minutes),
          },
          {
            key: "note",
            title: t("billing:unbilled.note"),
            render: (_, entry) => <Typography.Text type="secondary">{entry.note ?? ""}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
}
