import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { AuditLogRow } from "../../../providers/audit-log-provider";

// Who did it: name and email, or "System" for rows with no user (scripts, anonymous sign-ins).
export function UserCell({ row }: { row: Pick<AuditLogRow, "user_name" | "user_email" | "user_id"> }) {
  const { t } = useTranslation();
  if (!row.user_id) return <Typography.Text type="secondary">{t("logs:system")}</Typography.Text>;
  return (
    <span>
      {row.user_name ?? `#${row.user_id}`}
      {row.user_email && (
        <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
          {row.user_email}
        </Typography.Text>
      )}
    </span>
  );
}
