// Estimated against actual hours: both figures and a bar of actual over estimated that turns red
// once the actual hours pass the estimate.
import { Progress, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";

interface HoursComparisonProps {
  estimated?: number;
  actual: number;
}

export function HoursComparison({ estimated, actual }: HoursComparisonProps) {
  const { t, i18n } = useTranslation();
  const hours = (n: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(n);
  const over = estimated !== undefined && actual > estimated;
  const percent = estimated ? Math.min(100, (actual / estimated) * 100) : actual > 0 ? 100 : 0;
  return (
    <Space direction="vertical" size={2} style={{ width: "100%" }} data-testid="project-hours">
      <Space size="large" wrap>
        <span>
          <Typography.Text type="secondary">{t("project-detail:figures.actual")} </Typography.Text>
          <Typography.Text
            strong
            type={over ? "danger" : undefined}
            data-testid="project-actual-hours"
          >{`${hours(actual)} h`}</Typography.Text>
        </span>
        <span>
          <Typography.Text type="secondary">{t("project-detail:figures.estimated")} </Typography.Text>
          <Typography.Text strong data-testid="project-estimated-hours">
            {estimated === undefined ? t("project-detail:figures.noEstimate") : `${hours(estimated)} h`}
          </Typography.Text>
        </span>
      </Space>
      <Progress
        percent={percent}
        showInfo={false}
        size="small"
        status={over ? "exception" : "normal"}
        aria-label={t("project-detail:figures.hours")}
        data-over={over ? "true" : "false"}
      />
      {estimated !== undefined && (
        <Typography.Text type={over ? "danger" : "secondary"} style={{ fontSize: 12 }}>
          {over
            ? t("project-detail:figures.over", { hours: hours(actual - estimated) })
            : t("project-detail:figures.remaining", { hours: hours(estimated - actual) })}
        </Typography.Text>
      )}
    </Space>
  );
}
