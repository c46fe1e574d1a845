// The invoice's records as the tax agency answered them (VERI*FACTU mode only: a record made in
// the other mode is never queued, so an invoice without queued records shows nothing here).
import { useCan } from "@refinedev/core";
import { Descriptions, Space, Typography } from "antd";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { loadInvoiceRecords, type RecordState } from "./verifactu-api";
import { SendStatusTag } from "./status-tag";
import { RetryButton } from "./record-actions";

function RecordAnswer({ record, admin }: { record: RecordState; admin: boolean }) {
  const { t } = useTranslation();
  const error =
    record.error_code || record.error_description
      ? `${record.error_code ?? ""} ${record.error_description ?? ""}`.trim()
      : null;
  const kind = record.corrects_id
    ? t("billing:verifactuSend.correction")
    : t(`resources:verifactu-records.options.kind.${record.kind}`);
  return (
    <Descriptions size="small" column={1} bordered data-testid={`verifactu-send-${record.id}`}>
      <Descriptions.Item label={`${t("billing:verifactuSend.status")} · ${kind}`}>
        <Space wrap>
          <SendStatusTag status={record.status ?? "pending"} />
          {admin && <RetryButton record={record} withText />}
        </Space>
      </Descriptions.Item>
      {record.csv && (
        <Descriptions.Item label={t("billing:verifactuSend.csv")}>
          <Typography.Text code copyable data-testid="verifactu-csv">
            {record.csv}
          </Typography.Text>
        </Descriptions.Item>
      )}
      {error && (
        <Descriptions.Item label={t("billing:verifactuSend.error")}>
          <Typography.Text type={record.status === "rejected" ? "danger" : "warning"} data-testid="verifactu-error">
            {error}
          </Typography.Text>
        </Descriptions.Item>
      )}
      {record.last_error && record.status === "pending" && (
        <Descriptions.Item label={t("billing:verifactuSend.lastError")}>
          <Typography.Text type="secondary">{record.last_error}</Typography.Text>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

export function InvoiceSendState({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation();
  const admin = useCan({ resource: "verifactu-records", action: "edit" }).data?.can ?? false;
  const { data } = useQuery({
    queryKey: ["verifactu-invoice-records", invoiceId],
    // Only the records that were queued (VERI*FACTU mode) have a sending state to show.
    queryFn: async () => (await loadInvoiceRecords(invoiceId)).filter((record) => record.status !== null),
    retry: false,
  });
  if (!data || data.length === 0) return null;
  return (
    <div style={{ marginTop: 12 }} data-testid="invoice-verifactu-send">
      <Typography.Title level={5} style={{ fontSize: 14 }}>
        {t("billing:verifactuSend.title")}
      </Typography.Title>
      <Space direction="vertical" style={{ width: "100%" }}>
        {data.map((record) => (
          <RecordAnswer key={record.id} record={record} admin={admin} />
        ))}
      </Space>
      <Link
        to={`/billings/verifactu?filters[0][field]=invoice_id&filters[0][operator]=eq&filters[0][value]=${invoiceId}`}
      >
        {t("billing:verifactuSend.records")}
      </Link>
    </div>
  );
}
