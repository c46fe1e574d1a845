// Why a lead scores what it does (GET /api/leads/:id/score): each part's weight (the admins'
// setting), how much of it the lead earns (the ratio) and the points that gives; the points add
// up to the score.
import { Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ScoreBreakdown as Breakdown } from "../../../../resources/crm/lead-page-answers";

export function ScoreBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 });
  const points = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <div data-testid="lead-score-breakdown" style={{ maxWidth: 360 }}>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={breakdown.parts}
        onRow={(part) => ({ "data-testid": `score-part-${part.key}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: "part",
            title: t("lead-detail:score.part"),
            render: (_, part) => (
              <span>
                {t(`lead-detail:score.parts.${part.key}`)}
                <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
                  {t(`lead-detail:score.hints.${part.key}`)}
                </Typography.Text>
              </span>
            ),
          },
          {
            key: "weight",
            title: t("lead-detail:score.weight"),
            align: "right",
            render: (_, part) => points.format(part.weight),
          },
          {
            key: "ratio",
            title: t("lead-detail:score.ratio"),
            align: "right",
            render: (_, part) => percent.format(part.ratio),
          },
          {
            key: "points",
            title: t("lead-detail:score.points"),
            align: "right",
            render: (_, part) => <strong data-testid="score-part-points">{points.format(part.points)}</strong>,
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <strong>{t("lead-detail:score.total")}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong data-testid="score-total">{breakdown.score}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </div>
  );
}
