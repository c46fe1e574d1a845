// The top of a ticket's page: back to the board, the title, its status and urgency, and who opened
// it for which client, when.
import { Button, Space, Tag, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { enumColor } from "../../../components/child-records/tag-colors";
import { stateTag, urgencyLabel } from "../ticket-labels";
import { useIsStaff } from "../use-is-staff";
import type { TicketRecord } from "../ticket-record";
import { tickets } from "../../../../resources/support/tickets";

export function TicketHeader({ ticket }: { ticket: TicketRecord }) {
  const { t, i18n } = useTranslation();
  const opened = ticket.created_at ? dayjs(ticket.created_at).locale(i18n.language).format("L LT") : "";
  const state = stateTag(t, ticket, useIsStaff());
  return (
    <div style={{ marginBottom: 16 }} data-testid="ticket-header">
      <Link to={tickets.route}>
        <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
          {t("support:page.back")}
        </Button>
      </Link>
      <Typography.Title level={3} style={{ margin: "4px 0 8px", overflowWrap: "anywhere" }}>
        {ticket.title}
      </Typography.Title>
      <Space wrap size={[8, 4]}>
        <Tag color={state.color} data-testid="ticket-header-status">
          {state.label}
        </Tag>
        <Tag color={enumColor(ticket.urgency)}>{urgencyLabel(t, ticket.urgency)}</Tag>
        <Typography.Text type="secondary">
          {ticket.creator_name
            ? t("support:page.opened", { name: ticket.creator_name, date: opened })
            : t("support:page.openedOn", { date: opened })}
          {ticket.client_name ? ` · ${ticket.client_name}` : ""}
        </Typography.Text>
      </Space>
    </div>
  );
}
