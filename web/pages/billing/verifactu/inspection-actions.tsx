// What «NO VERI*FACTU» keeps at hand for an inspection (docs/verifactu-signatures.md): every
// signed record and event in one ZIP, and the check of both chains, whose anomalies the event log
// records. Admins'; the answer is told in a toast.
import { Button } from "antd";
import { AuditOutlined, DownloadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { toast } from "../../../providers/toast";
import { useSingleFlight } from "../../../components/use-single-flight";
import { checkChains, downloadInspectionExport } from "./verifactu-api";

export function InspectionExportButton() {
  const { t } = useTranslation();
  const { start, busy } = useSingleFlight(async () => {
    await downloadInspectionExport(`registros-verifactu-${new Date().toISOString().slice(0, 10)}.zip`);
    toast({ type: "success", message: t("billing:verifactuInspection.exported") });
  });
  return (
    <Button icon={<DownloadOutlined />} loading={busy} data-testid="verifactu-export" onClick={() => start()}>
      {t("billing:verifactuInspection.export")}
    </Button>
  );
}

export function ChainCheckButton() {
  const { t } = useTranslation();
  const { start, busy } = useSingleFlight(async () => {
    const answer = await checkChains();
    const counts = { records: answer.records, events: answer.events };
    if (answer.broken)
      toast({ type: "error", message: t("billing:verifactuInspection.brokenRecords", { id: answer.broken.id }) });
    else if (answer.broken_event?.reason === "unsigned")
      toast({
        type: "warning",
        message: t("billing:verifactuInspection.unsignedEvents", { ...counts, id: answer.broken_event.id }),
      });
    else if (answer.broken_event)
      toast({ type: "error", message: t("billing:verifactuInspection.brokenEvents", { id: answer.broken_event.id }) });
    else toast({ type: "success", message: t("billing:verifactuInspection.intact", counts) });
  });
  return (
    <Button icon={<AuditOutlined />} loading={busy} data-testid="verifactu-chain-check" onClick={() => start()}>
      {t("billing:verifactuInspection.check")}
    </Button>
  );
}
