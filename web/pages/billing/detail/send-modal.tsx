// "Send by mail": the PDF goes to the client's address (prefilled) or to another one typed here.
import { useEffect } from "react";
import { useOne } from "@refinedev/core";
import { Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { useModalAction } from "../../../components/use-modal-action";
import { toast } from "../../../providers/toast";
import { sendInvoice } from "../billing-api";
import type { InvoiceRecord } from "../invoice-record";

interface SendModalProps {
  invoice: InvoiceRecord;
  open: boolean;
  onClose(): void;
  onSent(): void;
}

export function SendModal({ invoice, open, onClose, onSent }: SendModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ to: string }>();
  const { saving, run } = useModalAction(onClose);
  const { result: client } = useOne<{ email?: string | null }>({
    resource: "lead-clients",
    id: invoice.client_id ?? "",
    queryOptions: { enabled: open && Boolean(invoice.client_id) },
  });

  useEffect(() => {
    if (open) form.setFieldsValue({ to: client?.email ?? "" });
  }, [open, client?.email, form]);

  const submit = async () => {
    const { to } = await form.validateFields();
    await run(async () => {
      const { sent_to } = await sendInvoice(invoice.id, to.trim());
      toast({ type: "success", message: t("billing:send.done", { to: sent_to }) });
      onSent();
    });
  };

  return (
    <Modal
      open={open}
      title={t("billing:send.title")}
      okText={t("billing:send.submit")}
      cancelText={t("buttons.cancel")}
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="invoice-send" data-testid="send-modal">
        <Form.Item
          name="to"
          label={t("billing:send.to")}
          rules={[{ required: true, type: "email", message: t("billing:send.toInvalid") }]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
