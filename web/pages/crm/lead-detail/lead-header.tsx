// The top of a lead's page: back to the leads board, the name with its status (and lost,
// converted or stale tags; stale: longer in its stage than the stage's rotting days), the
// buttons, the facts, why it was lost, and the figures.
import type { ReactNode } from "react";
import { Tag, Tooltip } from "antd";
import { CheckCircleOutlined, CloseCircleOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { stalenessOf } from "../../../components/kanban/stale";
import { StaleTag } from "../../../components/kanban/stale-tag";
import { RecordHeader } from "../../../components/record-header";
import { ReferenceLabel } from "../../../resource-pages/reference-label";
import { LeadFacts } from "./lead-facts";
import { LeadFigures } from "./lead-figures";
import { clientPath } from "./lead-paths";
import type { LeadRecord } from "./lead-record";
import { leads } from "../../../../resources/crm/leads";

interface LeadHeaderProps {
  lead: LeadRecord;
  actions: ReactNode;
  presence?: ReactNode;
}

function LeadTags({ lead }: { lead: LeadRecord }) {
  const { t } = useTranslation();
  const staleness = stalenessOf(lead.rotting_at);
  return (
    <>
      {lead.converted_client_id ? (
        <Link to={clientPath(lead.converted_client_id)} data-testid="lead-converted-client">
          <Tag color="green" icon={<CheckCircleOutlined />}>
            {t("lead-detail:header.client")} <ReferenceLabel resource="lead-clients" id={lead.converted_client_id} />
          </Tag>
        </Link>
      ) : null}
      {lead.lost_at ? (
        <Tooltip title={lead.lost_reason}>
          <Tag color="red" icon={<CloseCircleOutlined />} data-testid="lead-lost">
            {t("lead-detail:header.lost")}
          </Tag>
        </Tooltip>
      ) : null}
      {staleness && (lead.outcome ?? "open") === "open" && !lead.lost_at ? <StaleTag staleness={staleness} /> : null}
    </>
  );
}

export function LeadHeader({ lead, actions, presence }: LeadHeaderProps) {
  const { t } = useTranslation();
  return (
    <RecordHeader
      kind="lead"
      back={{ to: leads.route, label: t("lead-detail:back") }}
      name={lead.name}
      state={{ resource: "lead-statuses", id: lead.lead_status_id ?? "" }}
      tags={<LeadTags lead={lead} />}
      actions={actions}
      facts={<LeadFacts lead={lead} />}
      description={
        lead.lost_at && lead.lost_reason ? t("lead-detail:header.lostReason", { reason: lead.lost_reason }) : null
      }
      figures={<LeadFigures lead={lead} />}
      presence={presence}
    />
  );
}
