// The waitlist in the order seats are given (the earliest first): its position, who, since when.
import { Button, Card, Grid, Table, Tag } from "antd";
import { UserDeleteOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { RegistrationRecord } from "../education-records";
import { offerIdsOf, studentColumns } from "./registration-columns";

interface WaitlistCardProps {
  rows: RegistrationRecord[] | undefined;
  loading: boolean;
  manage: boolean;
  onWithdraw(registration: RegistrationRecord): void;
}

export function WaitlistCard({ rows, loading, manage, onWithdraw }: WaitlistCardProps) {
  const { t, i18n } = useTranslation();
  const phone = Grid.useBreakpoint().md === false;
  return (
    <Card
      title={t("education:waitlist.title", { count: rows?.length ?? 0 })}
      size="small"
      data-testid="course-waitlist"
    >
      <Table<RegistrationRecord>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows ?? []}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("education:waitlist.empty") }}
        onRow={(row) => ({ "data-testid": "waitlist-row", "data-student": row.student_name }) as never}
        columns={[
          {
            key: "position",
            title: t("education:waitlist.position"),
            width: 1,
            render: (_, row, index) => (
              <Tag color="blue" data-testid="waitlist-position">
                {row.position ?? index + 1}
              </Tag>
            ),
          },
          ...studentColumns(t, i18n.language, offerIdsOf(rows ?? []), phone),
          {
            key: "waitlisted_at",
            responsive: ["md"],
            title: t("resources:course-registrations.fields.waitlisted_at"),
            render: (_, row) =>
              row.waitlisted_at ? dayjs(row.waitlisted_at).locale(i18n.language).format("L LT") : "",
          },
          ...(manage
            ? [
                {
                  key: "actions",
                  title: t("table.actions"),
                  fixed: "right" as const,
                  render: (_: unknown, row: RegistrationRecord) => (
                    <Button
                      size="small"
                      danger
                      icon={<UserDeleteOutlined />}
                      onClick={() => onWithdraw(row)}
                      data-testid="registration-withdraw"
                      aria-label={t("education:actions.withdraw")}
                      title={t("education:actions.withdraw")}
                    >
                      {phone ? null : t("education:actions.withdraw")}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
