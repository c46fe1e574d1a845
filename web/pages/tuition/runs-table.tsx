// The runs on a wide screen: a row per run with its figures and next steps; its remittances
// open under it (open from the start when it has any).
import { useState, type HTMLAttributes } from "react";
import { Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../resource-pages/money";
import { RemittanceList, RunActions, RunInvoices, RunMonth, type RunHandlers } from "./run-parts";
import type { TuitionRun } from "./tuition-api";

export function RunsTable({
  runs,
  loading,
  handlers,
}: {
  runs: TuitionRun[] | undefined;
  loading: boolean;
  handlers: RunHandlers;
}) {
  const { t, i18n } = useTranslation();
  const [closed, setClosed] = useState<Set<number>>(new Set());
  const [opened, setOpened] = useState<Set<number>>(new Set());
  const expanded = (runs ?? [])
    .filter((r) => opened.has(r.id) || (r.remittances.length > 0 && !closed.has(r.id)))
    .map((r) => r.id);
  const toggle = (open: boolean, run: TuitionRun) => {
    setOpened((s) => (open ? new Set(s).add(run.id) : new Set([...s].filter((id) => id !== run.id))));
    setClosed((s) => (open ? new Set([...s].filter((id) => id !== run.id)) : new Set(s).add(run.id)));
  };
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <Table<TuitionRun>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={runs}
      pagination={false}
      scroll={{ x: "max-content" }}
      locale={{ emptyText: t("tuition:runs.empty") }}
      onRow={(run) => ({ "data-testid": `tuition-run-${run.month}` }) as HTMLAttributes<HTMLElement>}
      expandable={{
        expandedRowKeys: expanded,
        onExpand: toggle,
        rowExpandable: (run) => run.remittances.length > 0,
        expandedRowRender: (run) => (
          <div data-testid={`tuition-run-${run.month}-remittances`} style={{ padding: "4px 0" }}>
            <RemittanceList run={run} handlers={handlers} />
          </div>
        ),
      }}
      columns={[
        { key: "month", title: t("tuition:runs.month"), render: (_, run) => <RunMonth run={run} /> },
        { key: "invoices", title: t("tuition:runs.invoices"), render: (_, run) => <RunInvoices run={run} /> },
        { key: "total", title: t("tuition:runs.total"), align: "right", render: (_, run) => money(run.total) },
        {
          key: "outstanding",
          title: t("tuition:runs.outstanding"),
          align: "right",
          render: (_, run) => money(run.outstanding),
        },
        {
          key: "remittances",
          title: t("tuition:runs.remittances"),
          align: "right",
          render: (_, run) =>
            run.remittances.length ? (
              run.remittances.length
            ) : (
              <Typography.Text type="secondary">{t("tuition:runs.none")}</Typography.Text>
            ),
        },
        {
          key: "actions",
          title: t("tuition:runs.actions"),
          render: (_, run) => <RunActions run={run} handlers={handlers} />,
        },
      ]}
    />
  );
}
