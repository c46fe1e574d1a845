// The invoice's buttons, by its status and only for admins (the API's writers): a draft is
// edited, issued (once issued it cannot change) or deleted; an issued one is mailed, paid,
// rectified or voided. Everyone who reads it downloads its PDF from the preview.
import { useState } from "react";
import { App, Button, Space } from "antd";
import {
  CheckCircleOutlined,
  DollarOutlined,
  EditOutlined,
  MailOutlined,
  RollbackOutlined,
  StopOutlined,
} from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { DeleteConfirmButton } from "../../../resource-pages/delete-confirm";
import { toast } from "../../../providers/toast";
import { issueInvoice } from "../billing-api";
import { invoiceEditPath, invoicePath, invoicesPath } from "../billing-paths";
import { isDraft, takesPayments, type InvoiceRecord } from "../invoice-record";
import { PaymentModal } from "./payment-modal";
import { RectifyModal } from "./rectify-modal";
import { SendModal } from "./send-modal";
import { VoidModal } from "./void-modal";
import { invoices } from "../../../../resources/billing/invoices";

type Open = "send" | "payment" | "rectify" | "void" | null;

interface InvoiceActionsProps {
  invoice: InvoiceRecord;
  name: string;
  onChanged(): void;
}

export function InvoiceActions({ invoice, name, onChanged }: InvoiceActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const draft = isDraft(invoice);
  const issued = !draft && invoice.status !== "voided";

  const confirmIssue = () =>
    modal.confirm({
      title: t("billing:issue.title", { name }),
      content: t("billing:issue.warning"),
      okText: t("billing:issue.submit"),
      cancelText: t("buttons.cancel"),
      onOk: async () => {
        try {
          const done = await issueInvoice(invoice.id, invoice.version);
          toast({ type: "success", message: t("billing:issue.done", { number: done.number ?? "" }) });
          onChanged();
        } catch {
          // Toasted by the HTTP client (why it cannot be issued); the invoice stays a draft.
        }
      },
    });

  return (
    <Space wrap size={8} data-testid="invoice-actions">
      {draft && (
        <>
          <Button
            icon={<EditOutlined />}
            onClick={() => navigate(invoiceEditPath(invoice.id))}
            data-testid="invoice-edit"
          >
            {t("buttons.edit")}
          </Button>
          <Button type="primary" icon={<CheckCircleOutlined />} onClick={confirmIssue} data-testid="invoice-issue">
            {t("billing:issue.button")}
          </Button>
          <DeleteConfirmButton def={invoices} record={invoice} onDeleted={() => navigate(invoicesPath())} />
        </>
      )}
      {issued && takesPayments(invoice) && (
        <Button type="primary" icon={<DollarOutlined />} onClick={() => setOpen("payment")} data-testid="invoice-pay">
          {t("billing:payment.button")}
        </Button>
      )}
      {issued && (
        <>
          <Button icon={<MailOutlined />} onClick={() => setOpen("send")} data-testid="invoice-send">
            {t("billing:send.button")}
          </Button>
          <Button icon={<RollbackOutlined />} onClick={() => setOpen("rectify")} data-testid="invoice-rectify">
            {t("billing:rectify.button")}
          </Button>
          <Button danger icon={<StopOutlined />} onClick={() => setOpen("void")} data-testid="invoice-void">
            {t("billing:void.button")}
          </Button>
        </>
      )}
      <SendModal invoice={invoice} open={open === "send"} onClose={close} onSent={onChanged} />
      <PaymentModal invoice={invoice} open={open === "payment"} onClose={close} onPaid={onChanged} />
      <RectifyModal invoice={invoice} open={open === "rectify"} onClose={close} />
      <VoidModal
        invoice={invoice}
        name={name}
        open={open === "void"}
        onClose={close}
        onVoided={(rectifying) => {
          onChanged();
          return navigate(invoicePath(rectifying.id));
        }}
      />
    </Space>
  );
}
