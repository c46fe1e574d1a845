// The seated students (confirmed, and pending ones holding a seat until staff confirm them),
// with what staff do to each: confirm a pending one, finish a confirmed one, withdraw either.
import type { ReactNode } from "react";
import { Button, Card, Grid, Space, Table, type TableColumnType } from "antd";
import { CheckOutlined, FlagOutlined, UserDeleteOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { RegistrationStatusTag } from "../registration-status-tag";
import type { RegistrationRecord } from "../education-records";
import { offerIdsOf, studentColumns } from "./registration-columns";
import { useRegistrationAction } from "./use-registration-action";
import { longTableProps } from "../../../resource-pages/long-table";
import { cardsOnPhone } from "../../../resource-pages/row-layout";
import { ACTIONS_KEY } from "../../../resource-pages/pinned-columns";

interface RosterCardProps {
  rows: RegistrationRecord[] | undefined;
  loading: boolean;
  /** Staff manage registrations; others only read. */
  manage: boolean;
  extra: ReactNode;
  onWithdraw(registration: RegistrationRecord): void;
  onChanged(): void;
}

export function RosterCard({ rows, loading, manage, extra, onWithdraw, onChanged }: RosterCardProps) {
  const { t, i18n } = useTranslation();
  const { run, busyOn } = useRegistrationAction(onChanged);
  // On a phone the buttons leave the card's header (they would crowd out its title), and the
  // row's buttons show their icons only (named for screen readers), so the student stays in view.
  const phone = Grid.useBreakpoint().md === false;
  const label = (key: string) => (phone ? { "aria-label": t(key), title: t(key) } : { children: t(key) });
  const actions = (row: RegistrationRecord) => (
    <Space size={4} wrap={false}>
      {row.status === "pending" && (
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined />}
          loading={busyOn("confirm", row.id)}
          onClick={() => void run("confirm", row)}
          data-testid="registration-confirm"
          {...label("education:actions.confirm")}
        />
      )}
      {row.status === "confirmed" && (
        <Button
          size="small"
          icon={<FlagOutlined />}
          loading={busyOn("complete", row.id)}
          onClick={() => void run("complete", row)}
          data-testid="registration-complete"
          {...label("education:actions.complete")}
        />
      )}
      <Button
        size="small"
        danger
        icon={<UserDeleteOutlined />}
        onClick={() => onWithdraw(row)}
        data-testid="registration-withdraw"
        {...label("education:actions.withdraw")}
      />
    </Space>
  );
  const columns: TableColumnType<RegistrationRecord>[] = [
    ...studentColumns(t, i18n.language, offerIdsOf(rows ?? []), phone),
    {
      key: "status",
      title: t("resources:course-registrations.fields.status"),
      render: (_, row) => <RegistrationStatusTag status={row.status} />,
    },
    ...(manage
      ? [
          {
            key: ACTIONS_KEY,
            title: t("table.actions"),
            fixed: "right" as const,
            render: (_: unknown, row: RegistrationRecord) => actions(row),
          },
        ]
      : []),
  ];
  const fields = columns.map((column) => String(column.key)).filter((key) => key !== ACTIONS_KEY);
  return (
    <Card
      title={t("education:roster.title", { count: rows?.length ?? 0 })}
      size="small"
      extra={phone ? undefined : extra}
      data-testid="course-roster"
    >
      {phone && <div style={{ marginBottom: 12 }}>{extra}</div>}
      <Table<RegistrationRecord>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows ?? []}
        pagination={false}
        scroll={{ x: "max-content" }}
        {...longTableProps(rows?.length, 6, phone)}
        locale={{ emptyText: t("education:roster.empty") }}
        onRow={(row) => ({ "data-testid": "roster-row", "data-student": row.student_name }) as never}
        // On a phone each registration is a card: the student, the status and the buttons.
        {...cardsOnPhone(phone, fields, columns)}
      />
    </Card>
  );
}
