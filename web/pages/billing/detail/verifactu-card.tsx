// The invoice's VeriFactu record (staff): its hash and the previous record's, which chain every
// issued invoice to the one before, so a changed or removed invoice breaks the chain.
import { Card, Descriptions, Typography } from "antd";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { loadVerifactuRecord } from "../billing-api";
import { InvoiceSendState } from "../verifactu/invoice-send-state";

export function VerifactuCard({ invoiceId }: { invoiceId: number }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError } = useQuery({
    queryKey: ["data", "default", "invoices", "one", String(invoiceId), "record"],
    queryFn: () => loadVerifactuRecord(invoiceId),
    retry: false,
  });
  const hash = (value: string | null | undefined) =>
    value ? (
      <Typography.Text code copyable style={{ wordBreak: "break-all", fontSize: 12 }}>
        {value}
      </Typography.Text>
    ) : (
      <Typography.Text type="secondary">{t("billing:verifactu.first")}</Typography.Text>
    );
  return (
    <Card
      size="small"
      title={t("billing:verifactu.title")}
      loading={isLoading}
      style={{ marginBottom: 16 }}
      data-testid="invoice-verifactu"
    >
      {isError || !data ? (
        <Typography.Text type="secondary">{t("billing:verifactu.none")}</Typography.Text>
      ) : (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t("billing:verifactu.hash")}>{hash(data.hash)}</Descriptions.Item>
          <Descriptions.Item label={t("billing:verifactu.previous")}>{hash(data.previous_hash)}</Descriptions.Item>
          <Descriptions.Item label={t("billing:verifactu.generatedAt")}>
            {dayjs(data.generated_at).locale(i18n.language).format("L LTS")}
          </Descriptions.Item>
          <Descriptions.Item label={t("billing:verifactu.qr")}>
            <Typography.Link href={data.qr_url} target="_blank" rel="noreferrer" style={{ wordBreak: "break-all" }}>
              {t("billing:verifactu.check")}
            </Typography.Link>
          </Descriptions.Item>
        </Descriptions>
      )}
      <InvoiceSendState invoiceId={invoiceId} />
    </Card>
  );
}
