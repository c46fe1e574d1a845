// "Mark lost" asks why (2 to 500 characters, as the API does): the reason stays on the lead and
// in its timeline, so a later look at lost deals can tell what went wrong.
import { useEffect } from "react";
import { Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { loseLead } from "./lead-api";
import type { LeadRecord } from "./lead-record";
import { useModalAction } from "../../../components/use-modal-action";

interface LoseModalProps {
  lead: LeadRecord;
  open: boolean;
  onClose(): void;
  onLost(): void;
}

export function LoseModal({ lead, open, onClose, onLost }: LoseModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const { saving, run } = useModalAction(onClose);

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const { reason } = await form.validateFields();
    await run(async () => {
      await loseLead(lead.id, reason.trim());
      onLost();
    });
  };

  return (
    <Modal
      open={open}
      title={t("lead-detail:lose.title", { name: lead.name })}
      okText={t("lead-detail:lose.submit")}
      okButtonProps={{ danger: true }}
      cancelText={t("buttons.cancel")}
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="lead-lose" data-testid="lose-modal">
        <Form.Item
          name="reason"
          label={t("lead-detail:lose.reason")}
          rules={[
            { required: true, whitespace: true, message: t("lead-detail:lose.reasonRequired") },
            { min: 2, max: 500, message: t("lead-detail:lose.reasonLength") },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={500} showCount data-testid="lose-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
