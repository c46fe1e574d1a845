// Registrations that left the course: withdrawals (bajas), kept with their date and reason, and
// those who finished it. Folded away, since the page is about who is in now.
import type { TableColumnType } from "antd";
import { Collapse, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { RegistrationRecord } from "../education-records";
import { dateText } from "./registration-columns";

interface WithdrawnCardProps {
  withdrawn: RegistrationRecord[] | undefined;
  completed: RegistrationRecord[] | undefined;
}

function PastTable({
  rows,
  columns,
  empty,
  testId,
}: {
  rows: RegistrationRecord[];
  columns: TableColumnType<RegistrationRecord>[];
  empty: string;
  testId: string;
}) {
  return (
    <Table<RegistrationRecord>
      rowKey="id"
      size="small"
      dataSource={rows}
      columns={columns}
      pagination={{ pageSize: 20, hideOnSinglePage: true, size: "small" }}
      scroll={{ x: "max-content" }}
      locale={{ emptyText: empty }}
      onRow={(row) => ({ "data-testid": testId, "data-student": row.student_name }) as never}
    />
  );
}

export function WithdrawnCard({ withdrawn = [], completed = [] }: WithdrawnCardProps) {
  const { t, i18n } = useTranslation();
  const field = (name: string) => t(`resources:course-registrations.fields.${name}`);
  const who: TableColumnType<RegistrationRecord>[] = [
    { key: "student_name", title: field("student_name"), render: (_, row) => row.student_name },
    { key: "client_name", title: field("client_name"), render: (_, row) => row.client_name ?? "" },
  ];
  const items = [
    {
      key: "withdrawn",
      label: t("education:withdrawn.title", { count: withdrawn.length }),
      children: (
        <PastTable
          rows={withdrawn}
          testId="withdrawn-row"
          empty={t("education:withdrawn.empty")}
          columns={[
            ...who,
            {
              key: "withdrawn_on",
              title: field("withdrawn_on"),
              render: (_, row) => dateText(row.withdrawn_on, i18n.language),
            },
            {
              key: "withdrawal_reason",
              title: field("withdrawal_reason"),
              render: (_, row) => row.withdrawal_reason || <Typography.Text type="secondary">—</Typography.Text>,
            },
          ]}
        />
      ),
    },
  ];
  if (completed.length > 0) {
    items.push({
      key: "completed",
      label: t("education:withdrawn.completed", { count: completed.length }),
      children: <PastTable rows={completed} testId="completed-row" empty="" columns={who} />,
    });
  }
  return <Collapse data-testid="course-withdrawn" items={items} />;
}
