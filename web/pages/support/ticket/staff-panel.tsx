// The staff side of a ticket: status (only the allowed moves; "resolved" goes through the close
// dialog), assignee, urgency, complexity, tags, type and category, each saved on change with the
// version read (a 409 raises the changed-record alert), then Close and Merge.
import { Button, Card, Form, Select, Space } from "antd";
import { CheckCircleOutlined, MergeCellsOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { ASSIGNEE_NEEDED, CLOSED_STATUSES, ON_ASSIGNMENT } from "../../../../resources/support/ticket-options";
import { URGENCIES } from "../../../../resources/support/ticket-options";
import type { TicketStatus } from "../../../../resources/support/ticket-options";
import { allows } from "../../../providers/access-control-provider";
import { FieldInput } from "../../../resource-pages/field-input";
import { ReferenceSelect } from "../../../resource-pages/reference-select";
import { labelsOf } from "../../../resource-pages/tags";
import { urgencyLabel } from "../ticket-labels";
import type { TicketRecord } from "../ticket-record";
import { StatusSelect } from "./status-select";
import { tickets } from "../../../../resources/support/tickets";

interface StaffPanelProps {
  ticket: TicketRecord;
  mayEdit: boolean;
  saving: boolean;
  save: (values: Record<string, unknown>) => void;
  onClose: () => void;
  onMerge: () => void;
}

const REFERENCES = [
  ["assignee_id", "team-members"],
  ["ticket_complexity_id", "ticket-complexities"],
  ["ticket_type_id", "ticket-types"],
  ["ticket_category_id", "ticket-categories"],
] as const;

const ITEM = { marginBottom: 12 };

/**
 * What choosing an assignee saves: a ticket nobody has becomes assigned by the server itself;
 * leaving an assigned ticket with nobody puts it back to new in the same write (ASSIGNEE_NEEDED).
 */
export function assigneeChange(ticket: Pick<TicketRecord, "status">, assignee: number | null): Record<string, unknown> {
  const needsSomeone = ASSIGNEE_NEEDED[ticket.status as TicketStatus];
  if (assignee === null && needsSomeone) return { assignee_id: null, status: ON_ASSIGNMENT.from };
  return { assignee_id: assignee };
}

export function StaffPanel({ ticket, mayEdit, saving, save, onClose, onMerge }: StaffPanelProps) {
  const { t } = useTranslation();
  const def = tickets;
  const label = (name: string) => t(`resources:tickets.fields.${name}`);
  const resolved = ticket.status === "resolved";
  const reference = ([name, resource]: (typeof REFERENCES)[number]) =>
    allows(resource, "list") ? (
      <Form.Item key={name} label={label(name)} htmlFor={`ticket-${name}`} style={ITEM}>
        <ReferenceSelect
          id={`ticket-${name}`}
          data-testid={`ticket-${name}`}
          resource={resource}
          allowClear
          value={(ticket[name] as number | null | undefined) ?? null}
          onChange={(value) => {
            const chosen = (value as number | undefined) ?? null;
            save(name === "assignee_id" ? assigneeChange(ticket, chosen) : { [name]: chosen });
          }}
          style={{ width: "100%" }}
        />
      </Form.Item>
    ) : null;

  return (
    <Card size="small" title={t("support:panel.title")} data-testid="ticket-panel" data-panel="staff">
      <Form layout="vertical" component="div" disabled={!mayEdit || saving}>
        <Form.Item label={label("status")} htmlFor="ticket-status" style={ITEM}>
          {/* Resolving is closing: the dialog asks for the result and whether to tell the client. */}
          <StatusSelect
            id="ticket-status"
            value={ticket.status ?? ""}
            onChange={(status) => (CLOSED_STATUSES.includes(status as TicketStatus) ? onClose() : save({ status }))}
          />
        </Form.Item>
        {reference(REFERENCES[0])}
        <Form.Item label={label("urgency")} htmlFor="ticket-urgency" style={ITEM}>
          <Select
            id="ticket-urgency"
            data-testid="ticket-urgency"
            value={ticket.urgency}
            options={URGENCIES.map((u) => ({ value: u, label: urgencyLabel(t, u) }))}
            onChange={(urgency: string) => save({ urgency })}
          />
        </Form.Item>
        {reference(REFERENCES[1])}
        <Form.Item label={label("tags")} htmlFor="ticket-tags" style={ITEM}>
          <FieldInput
            def={def}
            name="tags"
            field={def.fields.tags}
            id="ticket-tags"
            data-testid="ticket-tags"
            value={ticket.tags ?? []}
            placeholder={t("support:panel.tagsPlaceholder")}
            onChange={(tags) => save({ tags: labelsOf(tags) })}
          />
        </Form.Item>
        {reference(REFERENCES[2])}
        {reference(REFERENCES[3])}
      </Form>
      {mayEdit && (
        <Space wrap style={{ marginTop: 4 }}>
          {!resolved && (
            <Button type="primary" icon={<CheckCircleOutlined />} onClick={onClose} data-testid="ticket-close">
              {t("support:close.button")}
            </Button>
          )}
          {!resolved && ticket.client_id && (
            <Button icon={<MergeCellsOutlined />} onClick={onMerge} data-testid="ticket-merge">
              {t("support:merge.button")}
            </Button>
          )}
        </Space>
      )}
    </Card>
  );
}
