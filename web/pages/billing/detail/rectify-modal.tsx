// "Rectify": a new draft rectifying invoice (R1–R4, R5 for a simplified one) with the original's
// lines (substitution) or the lines negated (difference), opened in the editor to be adjusted.
import { useEffect } from "react";
import { Form, Input, Modal, Radio, Select } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { RECTIFICATION_METHODS } from "../../../../resources/billing/billing-options";
import { useModalAction } from "../../../components/use-modal-action";
import { rectifyInvoice, type RectifyBody } from "../billing-api";
import { invoiceEditPath } from "../billing-paths";
import { rectifyingKinds, type InvoiceRecord } from "../invoice-record";

interface RectifyModalProps {
  invoice: InvoiceRecord;
  open: boolean;
  onClose(): void;
}

export function RectifyModal({ invoice, open, onClose }: RectifyModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<RectifyBody>();
  const { saving, run } = useModalAction(onClose);
  const kinds = rectifyingKinds(invoice.kind);

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled on opening only, not over the user's typing
  useEffect(() => {
    if (open) form.setFieldsValue({ kind: kinds[0], method: "substitution", reason: "" });
  }, [open]);

  const submit = async () => {
    const values = await form.validateFields();
    await run(async () => {
      const draft = await rectifyInvoice(invoice.id, { ...values, reason: values.reason.trim() });
      navigate(invoiceEditPath(draft.id));
    });
  };

  return (
    <Modal
      open={open}
      title={t("billing:rectify.title")}
      okText={t("billing:rectify.submit")}
      cancelText={t("buttons.cancel")}
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="invoice-rectify" data-testid="rectify-modal">
        <Form.Item name="kind" label={t("billing:rectify.kind")} rules={[{ required: true }]}>
          <Select options={kinds.map((k) => ({ value: k, label: t(`resources:invoices.options.kind.${k}`) }))} />
        </Form.Item>
        <Form.Item name="method" label={t("billing:rectify.method")} rules={[{ required: true }]}>
          <Radio.Group
            options={RECTIFICATION_METHODS.map((m) => ({
              value: m,
              label: t(`resources:invoices.options.rectification_method.${m}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t("billing:rectify.reason")}
          rules={[{ required: true, whitespace: true, message: t("billing:rectify.reasonRequired") }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
