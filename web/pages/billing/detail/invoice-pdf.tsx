// The invoice's PDF, as its client receives it. The file is served to signed-in users only, so
// it is fetched through the HTTP client and shown from an object URL (useFileUrl). Where the
// preview cannot show (a content policy without `frame-src blob:`, a phone's browser without a
// PDF viewer) the open and download buttons still work. The parent remounts this on each new
// version of the invoice, so the preview never shows an older state.
import { useEffect, useState, type ReactNode } from "react";
import { Button, Card, Grid, Space, Spin, Typography } from "antd";
import { DownloadOutlined, ExportOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useFileUrl } from "../../../components/use-file-url";
import { downloadInvoicePdf, pdfPath } from "../billing-api";
import { invoiceName, pdfFileName, type InvoiceRecord } from "../invoice-record";

/** Whether the page's content policy refused to frame the object URL. */
function useFrameRefused(): boolean {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      // Chrome reports a refused object URL as just "blob".
      if (event.blockedURI.startsWith("blob")) setRefused(true);
    };
    document.addEventListener("securitypolicyviolation", onViolation);
    return () => document.removeEventListener("securitypolicyviolation", onViolation);
  }, []);
  return refused;
}

export function InvoicePdf({ invoice }: { invoice: InvoiceRecord }) {
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().md === false;
  // A phone's browser draws a framed PDF as a black box: it is offered as a download instead, and
  // the file is not fetched for a preview nobody sees.
  const url = useFileUrl(phone ? null : pdfPath(invoice.id));
  const refused = useFrameRefused();
  const [downloading, setDownloading] = useState(false);
  const name = invoiceName(invoice, t("billing:draft"));
  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice.id, pdfFileName(invoice));
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setDownloading(false);
    }
  };
  const buttons = (
    <Space size={8}>
      {!phone && (
        <Button
          icon={<ExportOutlined />}
          disabled={!url}
          onClick={() => window.open(url, "_blank", "noopener")}
          data-testid="invoice-pdf-open"
        >
          {t("billing:page.openPdf")}
        </Button>
      )}
      <Button
        type={phone ? "primary" : "default"}
        icon={<DownloadOutlined />}
        loading={downloading}
        onClick={() => void download()}
        data-testid="invoice-pdf-download"
      >
        {t("billing:page.downloadPdf")}
      </Button>
    </Space>
  );
  let body: ReactNode;
  if (phone) {
    body = (
      <Typography.Paragraph style={{ margin: 12 }} data-testid="invoice-pdf-phone">
        {t("billing:page.phonePdf")}
      </Typography.Paragraph>
    );
  } else if (!url) body = <Spin style={{ display: "block", margin: "64px auto" }} />;
  else if (refused) {
    body = (
      <Typography.Paragraph type="secondary" style={{ margin: 24, textAlign: "center" }}>
        {t("billing:page.noViewer")}
      </Typography.Paragraph>
    );
  } else
    body = (
      <iframe
        src={url}
        title={t("billing:page.pdfOf", { name })}
        style={{ width: "100%", height: phone ? 460 : 760, border: 0, display: "block" }}
      />
    );
  return (
    <Card
      size="small"
      title={t("billing:page.pdf")}
      extra={buttons}
      data-testid="invoice-pdf"
      styles={{ header: { flexWrap: "wrap", rowGap: 8, paddingBlock: 8 } }}
    >
      {body}
    </Card>
  );
}
