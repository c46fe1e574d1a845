// "Void": an issued invoice is never deleted; voiding issues at once a rectifying invoice that
// negates every line, and the original is marked voided. It cannot be undone, hence the reason.
import { useEffect } from "react";
import { Alert, Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { useModalAction } from "../../../components/use-modal-action";
import { toast } from "../../../providers/toast";
import { voidInvoice } from "../billing-api";
import type { InvoiceRecord } from "../invoice-record";

interface VoidModalProps {
  invoice: InvoiceRecord;
  name: string;
  open: boolean;
  onClose(): void;
  onVoided(rectifying: InvoiceRecord): void;
}

export function VoidModal({ invoice, name, open, onClose, onVoided }: VoidModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const { saving, run } = useModalAction(onClose);

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const { reason } = await form.validateFields();
    await run(async () => {
      const rectifying = await voidInvoice(invoice.id, reason.trim());
      toast({ type: "success", message: t("billing:void.done", { number: rectifying.number ?? "" }) });
      onVoided(rectifying);
    });
  };

  return (
    <Modal
      open={open}
      title={t("billing:void.title", { name })}
      okText={t("billing:void.submit")}
      okButtonProps={{ danger: true }}
      cancelText={t("buttons.cancel")}
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      forceRender
    >
      <Alert type="warning" showIcon message={t("billing:void.warning")} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" name="invoice-void" data-testid="void-modal">
        <Form.Item
          name="reason"
          label={t("billing:void.reason")}
          rules={[{ required: true, whitespace: true, message: t("billing:void.reasonRequired") }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
