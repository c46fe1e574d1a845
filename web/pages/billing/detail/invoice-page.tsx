// /billings/:id — an invoice: its header (number, status, figures and the buttons its status
// allows an admin), its lines and tax breakdown, the PDF as the client gets it, and for staff
// the payments and the VeriFactu record. An invoice out of reach answers 404 (a client's draft).
import { Button, Col, Result, Row, Spin } from "antd";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { invoicesPath } from "../billing-paths";
import { invoiceName, isDraft } from "../invoice-record";
import { useBillingAccess } from "../use-billing-access";
import { useInvoice } from "../use-invoice";
import { DraftRecipient } from "./draft-recipient";
import { InvoiceActions } from "./invoice-actions";
import { InvoiceHeader } from "./invoice-header";
import { InvoiceLinesCard } from "./invoice-lines-card";
import { InvoicePdf } from "./invoice-pdf";
import { PaymentsCard } from "./payments-card";
import { RectificationLinks } from "./rectification-links";
import { VerifactuCard } from "./verifactu-card";

export function InvoicePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const invoiceId = Number(id);
  const access = useBillingAccess();
  const { data: invoice, isLoading, isError, refetch } = useInvoice(invoiceId);

  if (isLoading) return <Spin size="large" style={{ display: "block", margin: "20vh auto" }} />;
  if (isError || !invoice) {
    return (
      <div data-testid="invoice-not-found">
        <Result
          status="404"
          title={t("billing:notFound")}
          extra={
            <Link to={invoicesPath()}>
              <Button type="primary">{t("billing:backToList")}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  const name = invoiceName(invoice, t("billing:draft"));
  const changed = () => void refetch();
  return (
    <div data-testid="invoice-page">
      <InvoiceHeader
        invoice={invoice}
        name={name}
        staff={access.staff}
        actions={access.write ? <InvoiceActions invoice={invoice} name={name} onChanged={changed} /> : null}
      />
      <RectificationLinks invoice={invoice} />
      {access.write && isDraft(invoice) && <DraftRecipient invoice={invoice} />}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={13}>
          <InvoiceLinesCard invoice={invoice} />
          {access.staff && !isDraft(invoice) && <PaymentsCard invoiceId={invoice.id} onChanged={changed} />}
          {access.staff && !isDraft(invoice) && <VerifactuCard invoiceId={invoice.id} />}
        </Col>
        <Col xs={24} xl={11}>
          {/* A new version is a new PDF: the preview is fetched again. */}
          <InvoicePdf key={`${invoice.id}:${invoice.version}`} invoice={invoice} />
        </Col>
      </Row>
    </div>
  );
}
