// The admins' actions on the records: retry a pending one, correct a rejected one (or an alta
// accepted with errors), and send now. Each answer is told in a toast; the lists reload.
import { useInvalidate } from "@refinedev/core";
import { Button } from "antd";
import { CloudUploadOutlined, RedoOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "../../../providers/toast";
import { useSingleFlight } from "../../../components/use-single-flight";
import { retryable, retryRecord, sendNow, type RecordState } from "./verifactu-api";

function useReload() {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  return async () => {
    await invalidate({ resource: "verifactu-records", invalidates: ["list", "many", "detail"] });
    await queryClient.invalidateQueries({ queryKey: ["verifactu-invoice-records"] });
  };
}

export function RetryButton({
  record,
  withText,
}: {
  record: Pick<RecordState, "id" | "status" | "kind" | "corrected_by_id">;
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const reload = useReload();
  const { start, busy } = useSingleFlight(async () => {
    const answer = await retryRecord(record.id);
    toast({
      type: "success",
      message: t(answer.action === "corrected" ? "billing:verifactuSend.corrected" : "billing:verifactuSend.retried"),
    });
    await reload();
  });
  if (!retryable(record)) return null;
  const label = t(record.status === "pending" ? "billing:verifactuSend.retry" : "billing:verifactuSend.correct");
  return (
    <Button
      size="small"
      icon={<RedoOutlined />}
      loading={busy}
      aria-label={label}
      title={label}
      data-testid={`verifactu-retry-${record.id}`}
      onClick={(event) => {
        event.stopPropagation();
        start();
      }}
    >
      {withText ? label : undefined}
    </Button>
  );
}

export function SendNowButton() {
  const { t, i18n } = useTranslation();
  const reload = useReload();
  const time = (iso?: string) => (iso ? dayjs(iso).locale(i18n.language).format("LTS") : "");
  const { start, busy } = useSingleFlight(async () => {
    const answer = await sendNow();
    const message = t(`billing:verifactuSend.outcomes.${answer.outcome}`, {
      count: answer.records ?? 0,
      time: time(answer.not_before ?? answer.retry_at),
      error: answer.error ?? "",
    });
    const bad = answer.outcome === "unreachable" || answer.outcome === "refused" || answer.outcome === "no_certificate";
    toast({ type: bad ? "warning" : answer.outcome === "sent" ? "success" : "info", message });
    await reload();
  });
  return (
    <Button
      type="primary"
      icon={<CloudUploadOutlined />}
      loading={busy}
      data-testid="verifactu-send-now"
      onClick={() => start()}
    >
      {t("billing:verifactuSend.sendNow")}
    </Button>
  );
}
