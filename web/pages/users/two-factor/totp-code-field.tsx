import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";

// docs/product.md#validation: a two-factor code has 6 digits. One field for the set-up's check and the sign-in step.
export const TOTP_LENGTH = 6;

export function TotpCodeField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="code"
      label={t("two-factor:step.code")}
      rules={[
        { required: true, message: t("validation:required") },
        { pattern: /^\d{6}$/, message: t("two-factor:page.codeDigits") },
      ]}
    >
      <Input.OTP
        length={TOTP_LENGTH}
        size="large"
        autoFocus
        formatter={(v) => v.replace(/\D/g, "")}
        aria-label={t("two-factor:step.code")}
      />
    </Form.Item>
  );
}
