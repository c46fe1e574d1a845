// The lead's score out of 100 with a button that opens its breakdown. The breakdown's score is
// the freshest (an answer saved here updates it at once); the lead's own column until it loads.
import { Button, Popover, Progress, Space, Typography } from "antd";
import { QuestionCircleOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useLeadScore } from "./lead-queries";
import { ScoreBreakdown } from "./score-breakdown";

/** Red under 40, amber under 70, green from there: a glance tells a cold lead from a warm one. */
export function scoreColor(score: number): string {
  if (score < 40) return "#ff4d4f";
  if (score < 70) return "#faad14";
  return "#52c41a";
}

export function LeadScoreFigure({ leadId, fallback }: { leadId: number; fallback?: number | null }) {
  const { t } = useTranslation();
  const { data } = useLeadScore(leadId);
  const score = data?.score ?? fallback ?? 0;
  return (
    <Space size={12} align="center" wrap>
      <Progress
        type="circle"
        size={52}
        percent={score}
        strokeColor={scoreColor(score)}
        aria-label={t("resources:leads.fields.score")}
        format={() => (
          <span data-testid="lead-score" data-value={score}>
            {score}
          </span>
        )}
      />
      <Popover
        trigger="click"
        placement="bottom"
        title={t("lead-detail:score.title")}
        content={data ? <ScoreBreakdown breakdown={data} /> : <Typography.Text type="secondary">…</Typography.Text>}
      >
        <Button
          size="small"
          type="link"
          icon={<QuestionCircleOutlined />}
          style={{ paddingInline: 0 }}
          data-testid="lead-score-why"
        >
          {t("lead-detail:score.why")}
        </Button>
      </Popover>
    </Space>
  );
}
