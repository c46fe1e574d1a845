// The client's other tickets, newest first, each a link to its page: what else this client has
// asked lately, without leaving the ticket.
import { useList } from "@refinedev/core";
import { Card, List, Space, Tag, Typography } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { statusColor, statusLabel } from "../ticket-labels";
import { ticketPath, type TicketRecord } from "../ticket-record";

const SHOWN = 5;

export function ClientTickets({ ticket }: { ticket: TicketRecord }) {
  const { t } = useTranslation();
  const { result, query } = useList<TicketRecord>({
    resource: "tickets",
    filters: [
      { field: "client_id", operator: "eq", value: ticket.client_id },
      { field: "id", operator: "ne", value: ticket.id },
    ],
    sorters: [{ field: "created_at", order: "desc" }],
    pagination: { currentPage: 1, pageSize: SHOWN, mode: "server" },
    queryOptions: { enabled: Boolean(ticket.client_id) },
  });
  if (!ticket.client_id) return null;
  const total = result?.total ?? 0;
  return (
    <Card
      size="small"
      title={t("support:panel.otherTickets", { client: ticket.client_name ?? "" })}
      data-testid="client-tickets"
    >
      <List
        size="small"
        loading={query.isLoading}
        dataSource={result?.data ?? []}
        locale={{ emptyText: t("support:panel.noOtherTickets") }}
        renderItem={(other) => (
          <List.Item>
            <Space direction="vertical" size={0} style={{ minWidth: 0, width: "100%" }}>
              <Link
                to={ticketPath(other)}
                title={other.title}
                style={{ display: "block", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
              >
                {other.title}
              </Link>
              <Tag color={statusColor(other.status)} style={{ marginTop: 2 }}>
                {statusLabel(t, other.status)}
              </Tag>
            </Space>
          </List.Item>
        )}
      />
      {total > SHOWN && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("support:panel.moreTickets", { count: total - SHOWN })}
        </Typography.Text>
      )}
    </Card>
  );
}
