// "Record payment": when, how and how much (the outstanding amount unless the user says less).
// The API moves the invoice's paid total and status in the same transaction.
import { useEffect } from "react";
import { useInvalidate } from "@refinedev/core";
import { DatePicker, Form, Input, Modal, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { PAYMENT_METHODS } from "../../../../resources/billing/billing-options";
import { useModalAction } from "../../../components/use-modal-action";
import { MoneyInput } from "../../../resource-pages/money-input";
import { formatMoney } from "../../../resource-pages/money";
import { toast } from "../../../providers/toast";
import { recordPayment } from "../billing-api";
import { numberOf, type InvoiceRecord } from "../invoice-record";

interface PaymentValues {
  paid_on: Dayjs;
  method: string;
  amount: number;
  note?: string;
}

interface PaymentModalProps {
  invoice: InvoiceRecord;
  open: boolean;
  onClose(): void;
  onPaid(): void;
}

export function PaymentModal({ invoice, open, onClose, onPaid }: PaymentModalProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<PaymentValues>();
  const { saving, run } = useModalAction(onClose);
  const invalidate = useInvalidate();
  const outstanding = numberOf(invoice.outstanding);

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled on opening only, not over the user's typing
  useEffect(() => {
    if (open) form.setFieldsValue({ paid_on: dayjs(), method: "transfer", amount: outstanding, note: "" });
  }, [open]);

  const submit = async () => {
    const values = await form.validateFields();
    await run(async () => {
      await recordPayment({
        invoice_id: invoice.id,
        paid_on: values.paid_on.format("YYYY-MM-DD"),
        method: values.method,
        amount: values.amount,
        note: values.note?.trim() || undefined,
      });
      toast({ type: "success", message: t("billing:payment.done") });
      void invalidate({ resource: "invoice-payments", invalidates: ["list"] });
      onPaid();
    });
  };

  return (
    <Modal
      open={open}
      title={t("billing:payment.title")}
      okText={t("billing:payment.submit")}
      cancelText={t("buttons.cancel")}
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="invoice-payment" data-testid="payment-modal">
        <Form.Item name="paid_on" label={t("resources:invoice-payments.fields.paid_on")} rules={[{ required: true }]}>
          <DatePicker format="L" style={{ width: "100%" }} />
        </Form.Item>
        <Form.Item name="method" label={t("resources:invoice-payments.fields.method")} rules={[{ required: true }]}>
          <Select
            options={PAYMENT_METHODS.map((m) => ({
              value: m,
              label: t(`resources:invoice-payments.options.method.${m}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t("resources:invoice-payments.fields.amount")}
          rules={[
            { required: true, message: t("billing:payment.amountRequired") },
            {
              type: "number",
              min: 1,
              max: outstanding,
              message: t("billing:payment.amountRange", { max: formatMoney(outstanding, i18n.language) }),
            },
          ]}
        >
          <MoneyInput style={{ maxWidth: "none" }} data-testid="payment-amount" />
        </Form.Item>
        <Form.Item name="note" label={t("resources:invoice-payments.fields.note")}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
