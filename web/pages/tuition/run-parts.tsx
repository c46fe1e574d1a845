// The pieces a run is shown with, in the table (wide screens) and in the cards (phones): its
// month, where its invoices stand, its next steps, and its remittances.
import { Button, Space, Tag, Typography } from "antd";
import { BankOutlined, CheckCircleOutlined, DownloadOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../resource-pages/money";
import type { Remittance, TuitionRun } from "./tuition-api";
import { dateText, monthName } from "./tuition-format";

export interface RunHandlers {
  issuing: number | null;
  onIssue(run: TuitionRun): void;
  onRemit(run: TuitionRun): void;
  onDownload(remittance: Remittance): void;
  onDebits(remittance: Remittance): void;
}

export function RunMonth({ run }: { run: TuitionRun }) {
  const { t, i18n } = useTranslation();
  return (
    <Space size={4} wrap>
      <Typography.Text strong>{monthName(run.month, i18n.language)}</Typography.Text>
      {run.scheduled && <Tag>{t("tuition:runs.scheduled")}</Tag>}
    </Space>
  );
}

export function RunInvoices({ run }: { run: TuitionRun }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap data-testid="run-invoices">
      {run.draft_count > 0 && (
        <Tag data-testid="run-drafts">{t("tuition:runs.drafts", { count: run.draft_count })}</Tag>
      )}
      {run.issued_count > 0 && (
        <Tag color="blue" data-testid="run-issued">
          {t("tuition:runs.issued", { count: run.issued_count })}
        </Tag>
      )}
      {run.draft_count + run.issued_count === 0 && "—"}
    </Space>
  );
}

export function RunActions({ run, handlers }: { run: TuitionRun; handlers: RunHandlers }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      {run.draft_count > 0 && (
        <Button
          size="small"
          icon={<CheckCircleOutlined />}
          loading={handlers.issuing === run.id}
          onClick={() => handlers.onIssue(run)}
          data-testid="run-issue"
        >
          {t("tuition:runs.issue")}
        </Button>
      )}
      {run.issued_count > 0 && run.outstanding > 0 && (
        <Button
          size="small"
          type="primary"
          icon={<BankOutlined />}
          onClick={() => handlers.onRemit(run)}
          data-testid="run-remit"
        >
          {t("tuition:runs.remit")}
        </Button>
      )}
    </Space>
  );
}

/** A run's remittances, newest first: reference, collection date, debits, and the file. */
export function RemittanceList({ run, handlers }: { run: TuitionRun; handlers: RunHandlers }) {
  const { t, i18n } = useTranslation();
  if (!run.remittances.length) return <Typography.Text type="secondary">{t("tuition:runs.none")}</Typography.Text>;
  return (
    <Space direction="vertical" size={8} style={{ width: "100%" }}>
      {run.remittances.map((r) => (
        <div
          key={r.id}
          data-testid="run-remittance"
          style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "4px 12px" }}
        >
          <Typography.Text code>{r.message_id}</Typography.Text>
          <Typography.Text>
            {t("tuition:remittance.count", { count: r.transaction_count })} · {formatMoney(r.total, i18n.language)}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t("tuition:remittance.collectsOn", { date: dateText(r.collection_date, i18n.language) })}
          </Typography.Text>
          {r.returned_count > 0 && (
            <Tag color="red">{t("tuition:remittance.returned", { count: r.returned_count })}</Tag>
          )}
          <Space size={4} wrap>
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => handlers.onDownload(r)}
              data-testid="remittance-download"
            >
              {t("tuition:remittance.download")}
            </Button>
            <Button
              size="small"
              icon={<UnorderedListOutlined />}
              onClick={() => handlers.onDebits(r)}
              data-testid="remittance-debits"
            >
              {t("tuition:remittance.debits")}
            </Button>
          </Space>
        </div>
      ))}
    </Space>
  );
}
