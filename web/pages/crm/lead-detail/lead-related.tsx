// The lead's activities (latest due first; overdue ones in red) and its requests (newest
// first), each row a link to its own page.
import type { BaseRecord } from "@refinedev/core";
import { Space, Tag, Typography } from "antd";
import { CheckCircleOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "../../../components/relative-time";
import { activityPath, requestPath } from "./lead-paths";
import { RelatedList } from "./related-list";

function Activity({ row }: { row: BaseRecord }) {
  const { t, i18n } = useTranslation();
  const overdue = !row.done && row.due_at && dayjs(String(row.due_at)).isBefore(dayjs());
  return (
    <div style={{ width: "100%", minWidth: 0 }} data-testid="related-activity">
      <Space size={6} wrap>
        <Tag>{t(`resources:lead-activities.options.type.${String(row.type)}`, { defaultValue: String(row.type) })}</Tag>
        <Link to={activityPath(Number(row.id))} style={{ overflowWrap: "anywhere" }}>
          {String(row.subject ?? "")}
        </Link>
        {row.done ? (
          <CheckCircleOutlined style={{ color: "#52c41a" }} aria-label={t("resources:lead-activities.fields.done")} />
        ) : null}
      </Space>
      <Typography.Text type={overdue ? "danger" : "secondary"} style={{ display: "block", fontSize: 12 }}>
        {row.due_at ? dayjs(String(row.due_at)).locale(i18n.language).format("L LT") : "—"}
        {row.owner_name ? ` · ${String(row.owner_name)}` : ""}
        {overdue ? ` · ${t("lead-detail:related.overdue")}` : ""}
      </Typography.Text>
    </div>
  );
}

function Request({ row }: { row: BaseRecord }) {
  const { t } = useTranslation();
  return (
    <div style={{ width: "100%", minWidth: 0 }} data-testid="related-request">
      <Space size={6} wrap>
        <Link to={requestPath(Number(row.id))} style={{ overflowWrap: "anywhere" }}>
          {String(row.subject ?? "")}
        </Link>
        <Tag>
          {t(`resources:lead-requests.options.status.${String(row.status)}`, { defaultValue: String(row.status) })}
        </Tag>
      </Space>
      <Space size={6} style={{ display: "flex" }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`resources:lead-requests.options.channel.${String(row.channel)}`, { defaultValue: String(row.channel) })}
        </Typography.Text>
        <RelativeTime value={row.created_at as string} />
      </Space>
    </div>
  );
}

export function LeadRelated({ leadId }: { leadId: number }) {
  return (
    <>
      <RelatedList
        resource="lead-activities"
        leadId={leadId}
        sort={{ field: "due_at", order: "desc" }}
        renderItem={(row) => <Activity row={row} />}
      />
      <RelatedList
        resource="lead-requests"
        leadId={leadId}
        sort={{ field: "created_at", order: "desc" }}
        renderItem={(row) => <Request row={row} />}
      />
    </>
  );
}
