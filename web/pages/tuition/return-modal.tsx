// "Mark returned": the bank's reason (a SEPA return code) and the day; the API removes the
// debit's payment, so its invoice is owed again.
import { useEffect } from "react";
import { DatePicker, Form, Modal, Select, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { SEPA_RETURN_REASONS } from "../../../resources/education/education-options";
import { useModalAction } from "../../components/use-modal-action";
import { toast } from "../../providers/toast";
import { returnDebit, type Debit } from "./tuition-api";
import { useTuitionRefresh } from "./use-tuition-refresh";

interface Values {
  reason: string;
  returned_on: Dayjs;
}

export function ReturnModal({ debit, onClose }: { debit: Debit | null; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const refresh = useTuitionRefresh();
  const { saving, run } = useModalAction(onClose);

  useEffect(() => {
    if (debit) form.setFieldsValue({ reason: undefined, returned_on: dayjs() });
  }, [debit, form]);

  const submit = async () => {
    if (!debit) return;
    const values = await form.validateFields();
    await run(async () => {
      await returnDebit(debit.id, values.reason, values.returned_on.format("YYYY-MM-DD"));
      toast({ type: "success", message: t("tuition:debits.returnDone", { number: debit.invoice_number }) });
      await refresh();
    });
  };

  return (
    <Modal
      open={debit !== null}
      title={debit ? t("tuition:debits.returnTitle", { client: debit.client_name }) : ""}
      okText={t("tuition:debits.returnSubmit")}
      okButtonProps={{ danger: true }}
      cancelText={t("buttons.cancel")}
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="debit-return" data-testid="return-modal">
        <Typography.Paragraph type="secondary">{t("tuition:debits.returnExplain")}</Typography.Paragraph>
        <Form.Item
          name="reason"
          label={t("tuition:debits.reason")}
          rules={[{ required: true, message: t("validation:required") }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            options={SEPA_RETURN_REASONS.map((code) => ({ value: code, label: t(`tuition:reasons.${code}`) }))}
            data-testid="return-reason"
          />
        </Form.Item>
        <Form.Item
          name="returned_on"
          label={t("tuition:debits.returnedOn")}
          rules={[{ required: true, message: t("validation:required") }]}
        >
          <DatePicker
            format="L"
            allowClear={false}
            disabledDate={(d) => d.isAfter(dayjs(), "day")}
            style={{ width: "100%" }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
