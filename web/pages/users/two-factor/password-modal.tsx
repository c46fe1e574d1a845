import { useState } from "react";
import { Checkbox, Form, Input, Modal, Typography } from "antd";
import { LockOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { showFieldErrors } from "../../../components/field-errors";

export interface PasswordValues {
  password: string;
  signOutOthers?: boolean;
}

interface Props {
  open: boolean;
  title: string;
  help: string;
  okText: string;
  danger?: boolean;
  /** Offers to sign out the user's other sessions (when turning two-factor off). */
  offerSignOut?: boolean;
  onSubmit: (values: PasswordValues) => Promise<void>;
  onClose: () => void;
}

/** Asks for the current password before a sensitive change; a wrong one shows under the field. */
export function PasswordModal({ open, title, help, okText, danger, offerSignOut, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: PasswordValues) => {
    setBusy(true);
    try {
      await onSubmit(values);
      form.resetFields();
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t("two-factor:page.cancel")}
      okButtonProps={{ danger, loading: busy, htmlType: "submit", form: "two-factor-password" }}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>
      <Form
        id="two-factor-password"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={busy}
        initialValues={{ signOutOthers: false }}
      >
        <Form.Item
          name="password"
          label={t("two-factor:page.password")}
          rules={[{ required: true, message: t("validation:required") }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus />
        </Form.Item>
        {offerSignOut && (
          <Form.Item name="signOutOthers" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>{t("two-factor:page.signOutOthers")}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
