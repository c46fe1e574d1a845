import type { BaseKey } from "@refinedev/core";
import { useCan, useLogList } from "@refinedev/core";
import { Card, Empty, Space, Tag, Timeline, Typography } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AuditLogRow } from "../../../providers/audit-log-provider";
import { ChangeDiff } from "./change-diff";
import { actionColor, actionLabel, formatWhen } from "./log-labels";
import { UserCell } from "./user-cell";

// A record's own history on its show page (Refine's audit-log provider), for those who may read
// the logs; everyone else gets nothing, not even a request.
export function RecordHistory({ resource, id }: { resource: string; id: BaseKey }) {
  const { data: access } = useCan({ resource: "logs", action: "list" });
  if (!access?.can) return null;
  return <HistoryCard resource={resource} id={id} />;
}

function HistoryCard({ resource, id }: { resource: string; id: BaseKey }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading } = useLogList<AuditLogRow[]>({ resource, meta: { id } });
  const rows = data ?? [];
  return (
    <Card
      title={t("logs:history.title")}
      loading={isLoading}
      style={{ marginTop: 24 }}
      data-testid="record-history"
      extra={<Link to={`/users/logs`}>{t("logs:history.more")}</Link>}
    >
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("logs:history.empty")} />
      ) : (
        <Timeline
          items={rows.map((row) => ({
            key: row.id,
            color: actionColor(row.action) === "default" ? "gray" : actionColor(row.action),
            children: (
              <Space direction="vertical" style={{ width: "100%" }} size={4}>
                <Space wrap size={8}>
                  <Tag color={actionColor(row.action)}>{actionLabel(t, row.action)}</Tag>
                  <Typography.Text type="secondary">{formatWhen(row.created_at, i18n.language)}</Typography.Text>
                  <UserCell row={row} />
                </Space>
                {row.action === "update" && <ChangeDiff row={row} />}
              </Space>
            ),
          }))}
        />
      )}
    </Card>
  );
}
