// The runs on a phone: a card per run, its figures, next steps and remittances one under another.
import { Card, Empty, Space, Spin, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../resource-pages/money";
import { RemittanceList, RunActions, RunInvoices, RunMonth, type RunHandlers } from "./run-parts";
import type { TuitionRun } from "./tuition-api";

export function RunCards({
  runs,
  loading,
  handlers,
}: {
  runs: TuitionRun[] | undefined;
  loading: boolean;
  handlers: RunHandlers;
}) {
  const { t, i18n } = useTranslation();
  if (loading) return <Spin />;
  if (!runs?.length) return <Empty description={t("tuition:runs.empty")} />;
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <Space direction="vertical" size={12} style={{ width: "100%" }}>
      {runs.map((run) => (
        <Card key={run.id} size="small" title={<RunMonth run={run} />} data-testid={`tuition-run-${run.month}`}>
          <Space direction="vertical" size={8} style={{ width: "100%" }}>
            <RunInvoices run={run} />
            <Typography.Text>
              {t("tuition:runs.total")}: <Typography.Text strong>{money(run.total)}</Typography.Text> ·{" "}
              {t("tuition:runs.outstanding")}: <Typography.Text strong>{money(run.outstanding)}</Typography.Text>
            </Typography.Text>
            <RunActions run={run} handlers={handlers} />
            {run.remittances.length > 0 && (
              <>
                <Typography.Text type="secondary">{t("tuition:runs.remittances")}</Typography.Text>
                <RemittanceList run={run} handlers={handlers} />
              </>
            )}
          </Space>
        </Card>
      ))}
    </Space>
  );
}
