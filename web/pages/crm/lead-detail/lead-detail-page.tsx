// /crm/lead-detail/:id — a lead's header (figures, score and why, actions), its timeline, its
// questionnaires and its activities and requests. A lead the user may not see (a commercial
// user's colleague's) answers 404 from the API (row scope), shown as not found.
import { useState } from "react";
import { useCan, useOne } from "@refinedev/core";
import { Button, Col, Result, Row, Spin } from "antd";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PresenceAvatars } from "../../../components/live/presence-avatars";
import { rowAllows } from "../../../providers/access-row-permissions";
import { ConvertedLinks } from "./converted-links";
import type { ConvertResult } from "./lead-api";
import { LeadActions } from "./lead-actions";
import { LeadChangedBanner } from "./lead-changed-banner";
import { LeadHeader } from "./lead-header";
import { leadKey } from "./lead-queries";
import { LeadQuestionnaires } from "./lead-questionnaires";
import type { LeadRecord } from "./lead-record";
import { LeadRelated } from "./lead-related";
import { LeadTimeline } from "./lead-timeline";
import { useLeadLive } from "./use-lead-live";
import { useMergeUndo } from "./merge-undo";
import { leads } from "../../../../resources/crm/leads";

export function LeadDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const leadId = Number(id);
  const valid = Number.isInteger(leadId) && leadId > 0;
  const queryClient = useQueryClient();
  const [converted, setConverted] = useState<{ leadId: number; result: ConvertResult } | null>(null);
  const { result: lead, query } = useOne<LeadRecord>({
    resource: "leads",
    id: leadId,
    queryOptions: { enabled: valid, retry: false },
    // use-lead-live.ts decides: another user's change raises the banner instead.
    liveMode: "off",
    // The HTTP client already toasts a failed request.
    errorNotification: false,
  });
  const refresh = () => {
    void query.refetch();
    void queryClient.invalidateQueries({ queryKey: leadKey(leadId) });
  };
  const live = useLeadLive(lead, query.refetch);
  const merges = useMergeUndo(refresh);
  const mayEdit = useCan({ resource: "leads", action: "edit", params: { id: leadId } }).data?.can ?? false;

  if (valid && query.isLoading) return <Spin size="large" style={{ display: "block", margin: "20vh auto" }} />;
  if (!valid || query.isError || !lead) {
    const status = query.error?.statusCode === 403 ? "403" : "404";
    return (
      <div data-testid="lead-not-found">
        <Result
          status={status}
          title={t("lead-detail:notFound.title")}
          subTitle={t("lead-detail:notFound.message")}
          extra={
            <Link to={leads.route}>
              <Button type="primary">{t("lead-detail:notFound.back")}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  const mayWrite = mayEdit && rowAllows(lead, "edit");
  return (
    <div data-testid="lead-detail">
      <LeadChangedBanner live={live} />
      {/* Keyed by id: following a link to another lead starts its sections afresh. */}
      <LeadHeader
        key={`header-${lead.id}`}
        lead={lead}
        presence={<PresenceAvatars resource="leads" id={lead.id} />}
        actions={
          <LeadActions
            lead={lead}
            onChanged={refresh}
            onConverted={(result) => {
              setConverted({ leadId: lead.id, result });
              refresh();
            }}
            onMerged={(mergeId, sourceName, sourceId) => {
              merges.offerUndo(mergeId, sourceName, sourceId);
              refresh();
            }}
          />
        }
      />
      {converted?.leadId === lead.id && <ConvertedLinks result={converted.result} onClose={() => setConverted(null)} />}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={14}>
          <LeadTimeline
            key={`timeline-${lead.id}`}
            leadId={lead.id}
            mayWrite={mayWrite}
            onUndoMerge={(mergeId, sourceId) => void merges.undo(mergeId, sourceId)}
          />
        </Col>
        <Col xs={24} lg={10}>
          <LeadQuestionnaires key={`questions-${lead.id}`} leadId={lead.id} mayWrite={mayWrite} />
          <LeadRelated key={`related-${lead.id}`} leadId={lead.id} />
        </Col>
      </Row>
    </div>
  );
}
