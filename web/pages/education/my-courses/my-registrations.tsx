// "Mis inscripciones": the client's registrations, each with its status, the place on the waitlist
// when waiting, and a withdraw button while it still holds (or waits for) a seat. Those that
// ended (withdrawn, completed) are folded beneath: the current ones are what a family looks for.
import { useState } from "react";
import { Button, Card, List, Space, Typography } from "antd";
import { UserDeleteOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { RegistrationStatusTag } from "../registration-status-tag";
import type { RegistrationRecord } from "../education-records";

const WITHDRAWABLE = new Set(["pending", "confirmed", "waitlisted"]);

interface MyRegistrationsProps {
  rows: RegistrationRecord[] | undefined;
  loading: boolean;
  onWithdraw(registration: RegistrationRecord): void;
}

export function MyRegistrations({ rows, loading, onWithdraw }: MyRegistrationsProps) {
  const { t, i18n } = useTranslation();
  const [showPast, setShowPast] = useState(false);
  const current = (rows ?? []).filter((row) => WITHDRAWABLE.has(row.status));
  const past = (rows ?? []).filter((row) => !WITHDRAWABLE.has(row.status));
  const toggle = past.length > 0 && (
    <Button
      type="link"
      size="small"
      onClick={() => setShowPast(!showPast)}
      data-testid="my-registrations-past"
      style={{ paddingInline: 0 }}
    >
      {showPast ? t("education:mine.hidePast") : t("education:mine.showPast", { count: past.length })}
    </Button>
  );
  return (
    <Card title={t("education:mine.title")} size="small" data-testid="my-registrations" extra={toggle}>
      <List<RegistrationRecord>
        loading={loading}
        dataSource={showPast ? [...current, ...past] : current}
        locale={{ emptyText: t(past.length > 0 ? "education:mine.noCurrent" : "education:mine.empty") }}
        renderItem={(row) => (
          <List.Item
            data-testid="my-registration"
            data-student={row.student_name}
            data-status={row.status}
            actions={
              WITHDRAWABLE.has(row.status)
                ? [
                    <Button
                      key="withdraw"
                      size="small"
                      danger
                      icon={<UserDeleteOutlined />}
                      onClick={() => onWithdraw(row)}
                      data-testid="my-registration-withdraw"
                    >
                      {t("education:actions.withdraw")}
                    </Button>,
                  ]
                : []
            }
            style={{ flexWrap: "wrap", rowGap: 8 }}
          >
            <List.Item.Meta
              title={
                <Space wrap size={8}>
                  <Typography.Text strong>{row.student_name}</Typography.Text>
                  <RegistrationStatusTag status={row.status} />
                </Space>
              }
              description={
                <Space direction="vertical" size={0}>
                  <Typography.Text>{row.course_name}</Typography.Text>
                  {row.status === "waitlisted" && row.waitlist_position ? (
                    <Typography.Text type="warning" data-testid="my-registration-position">
                      {t("education:mine.position", { position: row.waitlist_position })}
                    </Typography.Text>
                  ) : null}
                  {row.status === "withdrawn" && row.withdrawn_on ? (
                    <Typography.Text type="secondary">
                      {t("education:mine.withdrawnOn", {
                        date: dayjs(row.withdrawn_on).locale(i18n.language).format("L"),
                      })}
                    </Typography.Text>
                  ) : null}
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
