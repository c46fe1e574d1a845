// The columns every roster table shares: the student (birth date beneath), the client and the
// offer used. On a phone the client goes beneath the student too, and the offer is left out, so
// the status and the actions stay in view.
import type { TableColumnType } from "antd";
import { Typography } from "antd";
import dayjs from "dayjs";
import type { TFunction } from "i18next";
import { ReferenceLabel } from "../../../resource-pages/reference-label";
import type { RegistrationRecord } from "../education-records";

const field = (t: TFunction, name: string) => t(`resources:course-registrations.fields.${name}`);
const none = <Typography.Text type="secondary">—</Typography.Text>;

export function dateText(value: string | null | undefined, lang: string): string {
  return value ? dayjs(value).locale(lang).format("L") : "";
}

function StudentCell({ row, lang, withClient }: { row: RegistrationRecord; lang: string; withClient: boolean }) {
  const details = [dateText(row.student_birth_date, lang), withClient ? row.client_name : null]
    .filter(Boolean)
    .join(" · ");
  return (
    <div style={{ minWidth: 120 }}>
      <Typography.Text strong data-testid="roster-student">
        {row.student_name}
      </Typography.Text>
      {details && (
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {details}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}

export function studentColumns(
  t: TFunction,
  lang: string,
  offerIds: number[],
  phone: boolean,
): TableColumnType<RegistrationRecord>[] {
  const student: TableColumnType<RegistrationRecord> = {
    key: "student_name",
    title: field(t, "student_name"),
    render: (_, row) => <StudentCell row={row} lang={lang} withClient={phone} />,
  };
  if (phone) return [student];
  return [
    student,
    { key: "client_name", title: field(t, "client_name"), render: (_, row) => row.client_name || none },
    {
      key: "enrollment_id",
      title: t("education:roster.offer"),
      render: (_, row) =>
        row.enrollment_id ? <ReferenceLabel resource="enrollments" id={row.enrollment_id} ids={offerIds} /> : none,
    },
  ];
}

/** The ids of the offers on a page of rows: their names come in one request. */
export function offerIdsOf(rows: readonly RegistrationRecord[]): number[] {
  return [...new Set(rows.map((row) => row.enrollment_id).filter((id): id is number => typeof id === "number"))];
}
