// Estimated against actual hours (the sum of the time entries, kept by the database): both figures
// and a bar of actual over estimated that turns red once the estimate is passed.
import { Progress, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";

export function TaskHours({ estimated, actual }: { estimated?: number; actual: number }) {
  const { t, i18n } = useTranslation();
  const hours = (n: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(n);
  const over = estimated !== undefined && actual > estimated;
  const percent = estimated ? Math.min(100, (actual / estimated) * 100) : actual > 0 ? 100 : 0;
  return (
    <Space direction="vertical" size={2} style={{ width: "100%" }}>
      <Space size="large" wrap>
        <span>
          <Typography.Text type="secondary">{t("tasks:header.actual")} </Typography.Text>
          <Typography.Text
            strong
            type={over ? "danger" : undefined}
            data-testid="task-actual-hours"
            data-value={actual}
          >
            {`${hours(actual)} h`}
          </Typography.Text>
        </span>
        <span>
          <Typography.Text type="secondary">{t("tasks:header.estimated")} </Typography.Text>
          <Typography.Text strong data-testid="task-estimated-hours">
            {estimated === undefined ? t("tasks:header.noEstimate") : `${hours(estimated)} h`}
          </Typography.Text>
        </span>
      </Space>
      <Progress
        percent={percent}
        showInfo={false}
        size="small"
        status={over ? "exception" : "normal"}
        aria-label={t("tasks:header.hours")}
      />
    </Space>
  );
}
