// "Issue drafts" of a run, after a confirmation: every draft numbered and VeriFactu-recorded in one go.
import { useState } from "react";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { toast } from "../../providers/toast";
import { issueRun, type TuitionRun } from "./tuition-api";
import { useTuitionRefresh } from "./use-tuition-refresh";

export function useIssueRun(): { issuing: number | null; issue(run: TuitionRun): Promise<void> } {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const refresh = useTuitionRefresh();
  const [issuing, setIssuing] = useState<number | null>(null);
  const issue = async (run: TuitionRun) => {
    const ok = await modal.confirm({
      title: t("tuition:runs.issue"),
      content: t("tuition:runs.issueConfirm", { count: run.draft_count }),
      okText: t("tuition:runs.issue"),
      cancelText: t("buttons.cancel"),
    });
    if (!ok) return;
    setIssuing(run.id);
    try {
      const { issued } = await issueRun(run.id);
      toast({ type: "success", message: t("tuition:runs.issuedDone", { count: issued }) });
      await refresh();
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setIssuing(null);
    }
  };
  return { issuing, issue };
}
