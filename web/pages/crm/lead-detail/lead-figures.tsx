// The lead's figures: estimated and weighted value, probability (with the likelihood), score
// (with why) and the next action date, red once it has passed on a lead still open. Four cards,
// two to a row on a phone.
import type { ReactNode } from "react";
import { Card, Col, Progress, Row, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../resource-pages/money";
import { LeadScoreFigure } from "./lead-score-figure";
import type { LeadRecord } from "./lead-record";
import { readNumber } from "../../../components/read-number";

function Figure({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Col xs={12} xl={6}>
      <Card size="small" title={title} style={{ height: "100%" }} data-testid={testId}>
        {children}
      </Card>
    </Col>
  );
}

/** A next action before today on a lead neither lost nor won is overdue. */
type ActionFacts = Partial<Pick<LeadRecord, "next_action_date" | "lost_at" | "converted_client_id" | "outcome">>;

export function isActionOverdue(lead: ActionFacts, today = dayjs()): boolean {
  const closed = lead.lost_at || lead.converted_client_id || (lead.outcome && lead.outcome !== "open");
  if (!lead.next_action_date || closed) return false;
  return dayjs(lead.next_action_date).isBefore(today, "day");
}

export function LeadFigures({ lead }: { lead: LeadRecord }) {
  const { t, i18n } = useTranslation();
  const field = (name: string) => t(`resources:leads.fields.${name}`);
  const value = readNumber(lead.estimated_value);
  const weighted = readNumber(lead.weighted_value);
  const overdue = isActionOverdue(lead);
  return (
    <Row gutter={[12, 12]} style={{ marginTop: 16 }}>
      <Figure title={field("estimated_value")} testId="lead-value-card">
        <Typography.Text strong style={{ fontSize: 20, overflowWrap: "anywhere" }} data-testid="lead-value">
          {value === undefined ? "—" : formatMoney(value, i18n.language)}
        </Typography.Text>
        {weighted !== undefined && (
          <Typography.Text
            type="secondary"
            style={{ display: "block", fontSize: 12 }}
            data-testid="lead-weighted-value"
          >
            {t("lead-detail:figures.weighted", { value: formatMoney(weighted, i18n.language) })}
          </Typography.Text>
        )}
      </Figure>
      <Figure title={t("lead-detail:figures.probability")} testId="lead-probability-card">
        <Progress
          percent={lead.probability ?? 0}
          size="small"
          aria-label={t("lead-detail:figures.probability")}
          format={(p) => <span data-testid="lead-probability">{`${p}%`}</span>}
        />
        {lead.likelihood && (
          <Tag style={{ marginTop: 4 }}>
            {t(`resources:leads.options.likelihood.${lead.likelihood}`, { defaultValue: lead.likelihood })}
          </Tag>
        )}
      </Figure>
      <Figure title={field("score")} testId="lead-score-card">
        <LeadScoreFigure leadId={lead.id} fallback={lead.score} />
      </Figure>
      <Figure title={field("next_action_date")} testId="lead-next-action-card">
        <Typography.Text
          strong
          type={overdue ? "danger" : undefined}
          data-testid="lead-next-action"
          data-overdue={overdue ? "true" : "false"}
        >
          {lead.next_action_date ? dayjs(lead.next_action_date).locale(i18n.language).format("L") : "—"}
        </Typography.Text>
        {overdue && (
          <Typography.Text type="danger" style={{ display: "block", fontSize: 12 }}>
            {t("lead-detail:figures.overdue")}
          </Typography.Text>
        )}
      </Figure>
    </Row>
  );
}
