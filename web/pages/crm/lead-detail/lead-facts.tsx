// Who the lead is and where it stands: company, contact, owner, pipeline and stage, source.
import type { ReactNode } from "react";
import { Descriptions, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ReferenceLabel } from "../../../resource-pages/reference-label";
import type { LeadRecord } from "./lead-record";

export function LeadFacts({ lead }: { lead: LeadRecord }) {
  const { t } = useTranslation();
  const field = (name: string) => t(`resources:leads.fields.${name}`);
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const text = (value: string | null | undefined, testId: string, node?: ReactNode) =>
    value ? <span data-testid={testId}>{node ?? value}</span> : none;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginTop: 12 }} data-testid="lead-facts">
      <Descriptions.Item label={field("company")}>{text(lead.company, "lead-company")}</Descriptions.Item>
      <Descriptions.Item label={field("owner_id")}>
        <span data-testid="lead-owner">
          {lead.owner_name || <Typography.Text type="secondary">{t("lead-detail:header.unassigned")}</Typography.Text>}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t("lead-detail:header.stage")}>
        {lead.stage_id ? (
          <span data-testid="lead-stage">
            <ReferenceLabel resource="pipeline-stages" id={lead.stage_id} />
            {lead.pipeline_id ? (
              <Typography.Text type="secondary">
                {" · "}
                <ReferenceLabel resource="pipelines" id={lead.pipeline_id} />
              </Typography.Text>
            ) : null}
          </span>
        ) : (
          none
        )}
      </Descriptions.Item>
      <Descriptions.Item label={field("email")}>
        {text(lead.email, "lead-email", <Typography.Link href={`mailto:${lead.email}`}>{lead.email}</Typography.Link>)}
      </Descriptions.Item>
      <Descriptions.Item label={field("phone")}>
        {text(lead.phone, "lead-phone", <Typography.Link href={`tel:${lead.phone}`}>{lead.phone}</Typography.Link>)}
      </Descriptions.Item>
      <Descriptions.Item label={field("source")}>
        {lead.source ? t(`resources:leads.options.source.${lead.source}`, { defaultValue: lead.source }) : none}
      </Descriptions.Item>
    </Descriptions>
  );
}
