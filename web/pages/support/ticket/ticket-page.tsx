// /support/ticket-{token} (issue 12): a ticket found by its token (an id never shows in a URL),
// its conversation, and beside it the side panel: for staff the handling fields, the SLA clocks,
// the client's other tickets, the time logged, Close and Merge; for a client the status, dates
// and, once resolved, the rating. A token the reader cannot reach is simply not found.
import { useState } from "react";
import { useCan } from "@refinedev/core";
import { Button, Col, Result, Row, Space, Spin } from "antd";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ChangedAlert } from "../../../components/live/changed-alert";
import { PresenceAvatars } from "../../../components/live/presence-avatars";
import { rowAllows } from "../../../providers/access-row-permissions";
import { pagePath, routeParamValue } from "../../../providers/resource-paths";
import { TicketConversation } from "../conversation/ticket-conversation";
import { SlaClocks } from "../sla/sla-clocks";
import { useIsStaff } from "../use-is-staff";
import { ClientPanel } from "./client-panel";
import { ClientTickets } from "./client-tickets";
import { CloseDialog } from "./close-dialog";
import { MergeModal } from "./merge-modal";
import { MergedNotice } from "./merged-notice";
import { StaffPanel } from "./staff-panel";
import { TicketHeader } from "./ticket-header";
import { TimeLog } from "./time-log";
import { useTicket } from "./use-ticket";
import { useTicketSave } from "./use-ticket-save";
import type { TicketRecord } from "../ticket-record";
import { tickets } from "../../../../resources/support/tickets";

export function TicketPage() {
  const { t } = useTranslation();
  const def = tickets;
  const token = routeParamValue(pagePath(def, "show"), "token", useParams().token);
  const { ticket, loading, refresh, replace } = useTicket(token);
  const staff = useIsStaff();
  const { save, saving, conflict, dismiss } = useTicketSave(ticket, replace);
  const [dialog, setDialog] = useState<"close" | "merge" | null>(null);
  // A merge brings the other ticket's messages here: the conversation starts again to show them.
  const [merges, setMerges] = useState(0);
  const mayEditRole = useCan({ resource: "tickets", action: "edit" }).data?.can ?? false;

  if (token && loading) return <Spin size="large" style={{ display: "block", margin: "20vh auto" }} />;
  if (!ticket) {
    return (
      <div data-testid="ticket-not-found">
        <Result
          status="404"
          title={t("support:notFound.title")}
          subTitle={t("support:notFound.message")}
          extra={
            <Link to={def.route}>
              <Button type="primary">{t("support:notFound.back")}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  const mayEdit = staff && mayEditRole && rowAllows(ticket, "edit");

  return (
    <div data-testid="ticket-page">
      {conflict && (
        <ChangedAlert
          message={t("support:changed.message")}
          description={t("support:changed.description")}
          actions={
            <Button
              size="small"
              type="primary"
              data-testid="record-changed-reload"
              onClick={() => {
                dismiss();
                refresh();
              }}
            >
              {t("support:changed.reload")}
            </Button>
          }
        />
      )}
      {ticket.merged_into_id ? <MergedNotice targetId={ticket.merged_into_id} /> : null}
      <Space style={{ width: "100%", justifyContent: "space-between", alignItems: "flex-start" }} wrap>
        <TicketHeader ticket={ticket} />
        {staff && <PresenceAvatars resource="tickets" id={ticket.id} />}
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15} xl={16}>
          <TicketConversation key={`${ticket.id}-${merges}`} ticket={ticket} onChanged={refresh} />
        </Col>
        <Col xs={24} lg={9} xl={8}>
          <Space direction="vertical" size={16} style={{ width: "100%" }}>
            {staff ? (
              <>
                <StaffPanel
                  ticket={ticket}
                  mayEdit={mayEdit}
                  saving={saving}
                  save={save}
                  onClose={() => setDialog("close")}
                  onMerge={() => setDialog("merge")}
                />
                <SlaClocks ticketId={ticket.id} />
                <ClientTickets ticket={ticket} />
                <TimeLog ticketId={ticket.id} mayLog={mayEdit} />
              </>
            ) : (
              <ClientPanel ticket={ticket} onChanged={replace} />
            )}
          </Space>
        </Col>
      </Row>
      {mayEdit && (
        <>
          <CloseDialog
            record={ticket}
            open={dialog === "close"}
            onClose={() => setDialog(null)}
            onClosed={(row) => replace(row as TicketRecord)}
          />
          <MergeModal
            ticket={ticket}
            open={dialog === "merge"}
            onClose={() => setDialog(null)}
            onMerged={(row) => {
              replace(row);
              setMerges((n) => n + 1);
            }}
          />
        </>
      )}
    </div>
  );
}
