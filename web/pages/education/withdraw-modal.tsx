// "Dar de baja": a registration is never deleted; withdrawing keeps it with the date and an
// optional reason, and frees its seat for the first on the waitlist (the server promotes them).
import { useEffect } from "react";
import { Form, Input, Modal, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useModalAction } from "../../components/use-modal-action";
import { toast } from "../../providers/toast";
import { withdrawRegistration } from "./education-api";
import type { RegistrationRecord } from "./education-records";

interface WithdrawModalProps {
  /** The registration to withdraw; none while closed. */
  registration: RegistrationRecord | null;
  onClose(): void;
  onWithdrawn(registration: RegistrationRecord): void;
}

export function WithdrawModal({ registration, onClose, onWithdrawn }: WithdrawModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const { saving, run } = useModalAction(onClose);
  const open = registration !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: registration?.id is the trigger; form is stable
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, registration?.id]);

  const submit = async () => {
    if (!registration) return;
    const { reason } = await form.validateFields();
    await run(async () => {
      const withdrawn = await withdrawRegistration(registration.id, reason?.trim() || undefined);
      toast({ type: "success", message: t("education:withdraw.done", { student: registration.student_name }) });
      onWithdrawn(withdrawn);
    });
  };

  return (
    <Modal
      open={open}
      title={t("education:withdraw.title", { student: registration?.student_name ?? "" })}
      okText={t("education:withdraw.submit")}
      okButtonProps={{ danger: true, "data-testid": "withdraw-submit" } as never}
      cancelText={t("buttons.cancel")}
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph>
        {t(registration?.status === "waitlisted" ? "education:withdraw.warningWaitlist" : "education:withdraw.warning")}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="registration-withdraw" data-testid="withdraw-modal">
        <Form.Item name="reason" label={t("education:withdraw.reason")}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={500}
            showCount
            data-testid="withdraw-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
