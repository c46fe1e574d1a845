// How long the money owed has been owed (GET /api/billing/aging): not yet due, then by days past
// due. For staff, who chase it; each bucket a share of the bar so the late end stands out.
import { Card, Progress, Typography } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../resource-pages/money";
import { loadAging } from "../billing-api";
import { AGING_BUCKETS } from "../../../../resources/billing/invoice-answers";

const COLORS: Record<string, string> = {
  current: "#52c41a",
  "0-30": "#fadb14",
  "31-60": "#fa8c16",
  "61-90": "#fa541c",
  "90+": "#cf1322",
};

export function AgingCard() {
  const { t, i18n } = useTranslation();
  const { data, isLoading } = useQuery({ queryKey: ["data", "default", "invoices", "aging"], queryFn: loadAging });
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <Card
      size="small"
      loading={isLoading}
      title={t("billing:aging.title")}
      extra={
        data && (
          <Typography.Text strong data-testid="aging-total">
            {money(data.total)}
          </Typography.Text>
        )
      }
      style={{ marginBottom: 12 }}
      data-testid="aging-card"
    >
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(100px, 1fr))", gap: "8px 16px" }}>
        {AGING_BUCKETS.map((key) => {
          const bucket = data?.buckets.find((b) => b.key === key) ?? { key, count: 0, amount: 0 };
          const share = data?.total ? Math.round((bucket.amount / data.total) * 100) : 0;
          return (
            <div key={key} data-testid={`aging-${key}`}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`billing:aging.${key}`)}
              </Typography.Text>
              <div style={{ fontWeight: 600 }}>{money(bucket.amount)}</div>
              <Progress
                percent={share}
                showInfo={false}
                size="small"
                strokeColor={COLORS[key]}
                aria-label={t(`billing:aging.${key}`)}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t("billing:aging.count", { count: bucket.count })}
              </Typography.Text>
            </div>
          );
        })}
      </div>
    </Card>
  );
}
