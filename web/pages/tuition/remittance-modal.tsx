// "Generate SEPA remittance" of a run: the collection date (the settings' days ahead by default,
// never before tomorrow), then what came of it: the remittance and its file, and the invoices left
// out with the reason.
import { useEffect, useState } from "react";
import { Alert, Button, DatePicker, Form, List, Modal, Space, Tag, Typography } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../resource-pages/money";
import {
  createRemittance,
  loadSettings,
  TUITION_KEY,
  type Remittance,
  type SkippedInvoice,
  type TuitionRun,
} from "./tuition-api";
import { monthName } from "./tuition-format";
import { useTuitionRefresh } from "./use-tuition-refresh";

interface Props {
  run: TuitionRun | null;
  onClose(): void;
  onDownload(remittance: Remittance): void;
}

type Outcome = { remittance: Remittance | null; skipped: SkippedInvoice[] };

export function RemittanceModal({ run, onClose, onDownload }: Props) {
  const { t, i18n } = useTranslation();
  const refresh = useTuitionRefresh();
  const { data: settings } = useQuery({
    queryKey: [...TUITION_KEY, "settings"],
    queryFn: loadSettings,
    enabled: run !== null,
  });
  const [date, setDate] = useState<Dayjs | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const tomorrow = dayjs().add(1, "day").startOf("day");

  useEffect(() => {
    if (!run) return;
    setOutcome(null);
    const days = settings?.collection_days ?? 5;
    setDate(dayjs().add(Math.max(days, 1), "day").startOf("day"));
  }, [run, settings?.collection_days]);

  const submit = async () => {
    if (!run || !date) return;
    setSaving(true);
    try {
      setOutcome(await createRemittance(run.id, date.format("YYYY-MM-DD")));
      await refresh();
    } catch {
      // Toasted by the HTTP client (a 422 names what the settings lack).
    } finally {
      setSaving(false);
    }
  };

  const money = (cents: number) => formatMoney(cents, i18n.language);
  const created = outcome?.remittance;
  return (
    <Modal
      open={run !== null}
      title={run ? t("tuition:remittance.title", { month: monthName(run.month, i18n.language) }) : ""}
      onCancel={onClose}
      destroyOnHidden
      footer={
        outcome ? (
          <Button onClick={onClose}>{t("notification.close")}</Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{t("buttons.cancel")}</Button>
            <Button
              type="primary"
              loading={saving}
              disabled={!date}
              onClick={() => void submit()}
              data-testid="remittance-submit"
            >
              {t("tuition:remittance.submit")}
            </Button>
          </Space>
        )
      }
    >
      <div data-testid="remittance-modal">
        {!outcome ? (
          <Form layout="vertical" component="div">
            <Typography.Paragraph type="secondary">{t("tuition:remittance.explain")}</Typography.Paragraph>
            {settings && settings.missing.length > 0 && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                message={t("tuition:remittance.missingSettings")}
              />
            )}
            <Form.Item label={t("tuition:remittance.collectionDate")} htmlFor="remittance-date">
              <DatePicker
                id="remittance-date"
                format="L"
                allowClear={false}
                value={date}
                onChange={setDate}
                disabledDate={(d) => d.isBefore(tomorrow, "day")}
                style={{ width: "100%" }}
                data-testid="remittance-date"
              />
            </Form.Item>
          </Form>
        ) : (
          <Space direction="vertical" style={{ width: "100%" }}>
            {created ? (
              <Alert
                type="success"
                showIcon
                data-testid="remittance-created"
                message={t("tuition:remittance.created", {
                  id: created.message_id,
                  count: created.transaction_count,
                  total: money(created.total),
                })}
                action={
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    onClick={() => onDownload(created)}
                    data-testid="remittance-created-download"
                  >
                    {t("tuition:remittance.download")}
                  </Button>
                }
              />
            ) : (
              <Alert type="info" showIcon message={t("tuition:remittance.none")} data-testid="remittance-none" />
            )}
            {outcome.skipped.length > 0 && (
              <List
                size="small"
                header={<Typography.Text strong>{t("tuition:remittance.skipped")}</Typography.Text>}
                dataSource={outcome.skipped}
                data-testid="remittance-skipped"
                renderItem={(item) => (
                  <List.Item>
                    <Space wrap style={{ width: "100%", justifyContent: "space-between" }}>
                      <span>
                        {item.client_name}
                        {item.invoice_number ? ` · ${item.invoice_number}` : ""}
                      </span>
                      <Tag>{t(`tuition:remittance.reasons.${item.reason}`)}</Tag>
                    </Space>
                  </List.Item>
                )}
              />
            )}
          </Space>
        )}
      </div>
    </Modal>
  );
}
