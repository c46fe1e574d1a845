// What a client sees beside the conversation: status, urgency, type and dates, and once the
// ticket is resolved, the result and the rating (given once). No staff field reaches a client.
import { Card, Descriptions, Tag } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { FieldDisplay } from "../../../resource-pages/field-display";
import { stateTag, urgencyLabel } from "../ticket-labels";
import type { TicketRecord } from "../ticket-record";
import { RatingWidget } from "./rating-widget";
import { enumColor } from "../../../components/child-records/tag-colors";
import { tickets } from "../../../../resources/support/tickets";

export function ClientPanel({ ticket, onChanged }: { ticket: TicketRecord; onChanged: (row: TicketRecord) => void }) {
  const { t, i18n } = useTranslation();
  const def = tickets;
  const date = (value: unknown) => (value ? dayjs(String(value)).locale(i18n.language).format("L LT") : "—");
  // The client reads no internal status: the resolution time says the ticket is resolved.
  const resolved = Boolean(ticket.resolved_at);
  const state = stateTag(t, ticket, false);
  return (
    <>
      <Card size="small" title={t("support:panel.title")} data-testid="ticket-panel" data-panel="client">
        <Descriptions column={1} size="small" colon={false}>
          <Descriptions.Item label={t("resources:tickets.fields.status")}>
            <Tag color={state.color} data-testid="ticket-status-tag">
              {state.label}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t("resources:tickets.fields.urgency")}>
            <Tag color={enumColor(ticket.urgency)}>{urgencyLabel(t, ticket.urgency)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t("resources:tickets.fields.ticket_type_id")}>
            <FieldDisplay def={def} name="ticket_type_id" value={ticket.ticket_type_id} />
          </Descriptions.Item>
          <Descriptions.Item label={t("resources:tickets.fields.created_at")}>
            {date(ticket.created_at)}
          </Descriptions.Item>
          {ticket.resolved_at && (
            <Descriptions.Item label={t("resources:tickets.fields.resolved_at")}>
              {date(ticket.resolved_at)}
            </Descriptions.Item>
          )}
          {ticket.result && (
            <Descriptions.Item label={t("resources:tickets.fields.result")}>{ticket.result}</Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      {resolved && <RatingWidget ticket={ticket} onRated={onChanged} />}
    </>
  );
}
