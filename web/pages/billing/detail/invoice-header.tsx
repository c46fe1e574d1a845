// The top of an invoice's page: back to the list, the number with its status, the buttons, who
// and when (client, kind, series, dates), and the figures (total, paid, outstanding).
import type { ReactNode } from "react";
import { Card, Col, Descriptions, Row, Statistic, Tag } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { RecordHeader } from "../../../components/record-header";
import { ReferenceLabel } from "../../../resource-pages/reference-label";
import { formatMoney } from "../../../resource-pages/money";
import { invoicesPath } from "../billing-paths";
import { numberOf, type InvoiceRecord } from "../invoice-record";
import { InvoiceStatusTag } from "../invoice-status-tag";

interface InvoiceHeaderProps {
  invoice: InvoiceRecord;
  name: string;
  actions: ReactNode;
  /** Series are the company's: a client may not read them. */
  staff: boolean;
}

export function InvoiceHeader({ invoice, name, actions, staff }: InvoiceHeaderProps) {
  const { t, i18n } = useTranslation();
  const date = (value: string | null | undefined) => (value ? dayjs(value).locale(i18n.language).format("L") : "—");
  const money = (value: unknown) => formatMoney(numberOf(value), i18n.language);
  const figure = (key: string, value: unknown, color?: string) => (
    <Col xs={12} md={6} key={key}>
      <Card size="small" style={{ height: "100%" }}>
        <Statistic
          title={t(`billing:totals.${key}`)}
          value={money(value)}
          valueStyle={{ fontSize: 20, color }}
          data-testid={`invoice-figure-${key}`}
        />
      </Card>
    </Col>
  );
  const outstanding = numberOf(invoice.outstanding);
  return (
    <RecordHeader
      kind="invoice"
      back={{ to: invoicesPath(), label: t("billing:backToList") }}
      name={name}
      state={{ tag: <InvoiceStatusTag status={invoice.status ?? ""} /> }}
      tags={<Tag>{invoice.kind}</Tag>}
      actions={actions}
      facts={
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 2, lg: 3, xl: 3, xxl: 5 }} style={{ marginTop: 8 }}>
          <Descriptions.Item label={t("resources:invoices.fields.client_id")}>
            <span data-testid="invoice-client">{invoice.client_name ?? "—"}</span>
          </Descriptions.Item>
          {staff && invoice.series_id && (
            <Descriptions.Item label={t("resources:invoices.fields.series_id")}>
              <ReferenceLabel resource="invoice-series" id={invoice.series_id} />
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t("resources:invoices.fields.issue_date")}>
            {date(invoice.issue_date)}
          </Descriptions.Item>
          <Descriptions.Item label={t("resources:invoices.fields.due_date")}>
            {date(invoice.due_date)}
          </Descriptions.Item>
          {invoice.sent_at && (
            <Descriptions.Item label={t("resources:invoices.fields.sent_at")}>
              {dayjs(invoice.sent_at).locale(i18n.language).format("L LT")}
            </Descriptions.Item>
          )}
        </Descriptions>
      }
      description={invoice.notes}
      figures={
        <Row gutter={[12, 12]} style={{ marginTop: 16 }}>
          {figure("total", invoice.total)}
          {figure("tax_total", invoice.tax_total)}
          {figure("paid_total", invoice.paid_total)}
          {figure(
            "outstanding",
            invoice.outstanding,
            outstanding > 0 && invoice.status !== "draft" ? "#cf1322" : undefined,
          )}
        </Row>
      }
    />
  );
}
