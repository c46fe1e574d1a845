// How the invoice stands to others: the one it rectifies (with the method and the reason), and
// those that rectify it, among them the one that voided it. Nothing shows when there are none.
import { useList, useOne } from "@refinedev/core";
import { Alert, Space, Typography } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { invoicePath } from "../billing-paths";
import { invoiceName, type InvoiceRecord } from "../invoice-record";
import { InvoiceStatusTag } from "../invoice-status-tag";

function InvoiceLink({ invoice }: { invoice: InvoiceRecord }) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Link to={invoicePath(invoice.id)}>{invoiceName(invoice, t("billing:draft"))}</Link>
      <InvoiceStatusTag status={invoice.status ?? ""} />
    </Space>
  );
}

export function RectificationLinks({ invoice }: { invoice: InvoiceRecord }) {
  const { t } = useTranslation();
  const { result: original } = useOne<InvoiceRecord>({
    resource: "invoices",
    id: invoice.rectifies_id ?? "",
    queryOptions: { enabled: Boolean(invoice.rectifies_id) },
  });
  const { result: rectifying } = useList<InvoiceRecord>({
    resource: "invoices",
    filters: [{ field: "rectifies_id", operator: "eq", value: invoice.id }],
    sorters: [{ field: "id", order: "asc" }],
    pagination: { pageSize: 20 },
  });
  const voidedBy = rectifying.data.find((row) => row.id === invoice.voided_by_id);
  const others = rectifying.data.filter((row) => row !== voidedBy);
  if (!original && !rectifying.data.length) return null;
  return (
    <Space direction="vertical" style={{ width: "100%", marginTop: 16 }} data-testid="invoice-rectifications">
      {original && (
        <Alert
          type="info"
          showIcon
          message={
            <Space wrap size={6}>
              {t("billing:rectifications.rectifies")}
              <InvoiceLink invoice={original} />
              {invoice.rectification_method && (
                <Typography.Text type="secondary">
                  ({t(`resources:invoices.options.rectification_method.${invoice.rectification_method}`)})
                </Typography.Text>
              )}
            </Space>
          }
          description={invoice.rectification_reason ?? undefined}
        />
      )}
      {voidedBy && (
        <Alert
          type="error"
          showIcon
          message={
            <Space wrap size={6}>
              {t("billing:rectifications.voidedBy")}
              <InvoiceLink invoice={voidedBy} />
            </Space>
          }
          description={voidedBy.rectification_reason ?? undefined}
        />
      )}
      {others.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={
            <Space wrap size={6}>
              {t("billing:rectifications.rectifiedBy")}
              {others.map((row) => (
                <InvoiceLink key={row.id} invoice={row} />
              ))}
            </Space>
          }
        />
      )}
    </Space>
  );
}
