// The monthly runs, newest first: where their invoices stand, their remittances (file and
// debits), and the next step of each: issue the drafts, then collect by SEPA direct debit.
import { useState } from "react";
import { Card, Grid } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DebitsDrawer } from "./debits-drawer";
import { RemittanceModal } from "./remittance-modal";
import { RunCards } from "./run-cards";
import type { RunHandlers } from "./run-parts";
import { RunsTable } from "./runs-table";
import { downloadRemittance, loadRuns, TUITION_KEY, type Remittance, type TuitionRun } from "./tuition-api";
import { useIssueRun } from "./use-issue-run";

export function RunsCard() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { data: runs, isLoading } = useQuery({ queryKey: [...TUITION_KEY, "runs"], queryFn: loadRuns });
  const { issuing, issue } = useIssueRun();
  const [remitting, setRemitting] = useState<TuitionRun | null>(null);
  const [showing, setShowing] = useState<Remittance | null>(null);
  const download = (remittance: Remittance) => void downloadRemittance(remittance).catch(() => undefined);
  const handlers: RunHandlers = {
    issuing,
    onIssue: (run) => void issue(run),
    onRemit: setRemitting,
    onDownload: download,
    onDebits: setShowing,
  };
  // Before the first measure every breakpoint reads false: the table is the default.
  const narrow = Object.keys(screens).length > 0 && !screens.md;

  return (
    <Card
      title={t("tuition:runs.title")}
      data-testid="tuition-runs"
      styles={narrow ? { body: { padding: 12 } } : undefined}
    >
      {narrow ? (
        <RunCards runs={runs} loading={isLoading} handlers={handlers} />
      ) : (
        <RunsTable runs={runs} loading={isLoading} handlers={handlers} />
      )}
      <RemittanceModal run={remitting} onClose={() => setRemitting(null)} onDownload={download} />
      <DebitsDrawer remittance={showing} onClose={() => setShowing(null)} />
    </Card>
  );
}
