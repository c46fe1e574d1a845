import { useState } from "react";
import { Button, Flex, Form, Input } from "antd";
import { KeyOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { AuthTitle, AuthText } from "../../layouts/auth-text";
import type { AppHttpError } from "../../providers/http-client";
import { authProvider, type LoginParams } from "../../providers/auth-provider";
import { useAuthAction } from "./use-auth-action";
import { TotpCodeField } from "../users/two-factor/totp-code-field";
import { fieldMessages } from "../../components/field-errors";

// A backup code (xxxxx-xxxxx) is the way in without the app.

interface CodeForm {
  code: string;
}

/** The second step of a sign-in with two-factor on: a code from the app, or a backup code. */
export function TwoFactorStep({ challengeToken, onCancel }: { challengeToken: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CodeForm>();
  const [backup, setBackup] = useState(false);
  const { mutate: login, isPending } = useAuthAction<LoginParams>(authProvider.login, { returnTo: true });

  const submit = ({ code }: CodeForm) =>
    login(
      { challenge_token: challengeToken, code: code.trim() },
      {
        onSuccess: (result) => {
          if (result.success) return;
          const error = result.error as AppHttpError | undefined;
          // Expired or voided after 5 wrong codes: the toast says so; back to the password.
          if (error?.statusCode === 401) return onCancel();
          const messages = fieldMessages(error, "code");
          if (messages.length) form.setFields([{ name: "code", value: "", errors: messages }]);
        },
      },
    );

  const switchMode = () => {
    setBackup((b) => !b);
    form.resetFields();
  };

  return (
    <>
      <AuthTitle>{t("two-factor:step.title")}</AuthTitle>
      <AuthText secondary>{t(backup ? "two-factor:step.backupHelp" : "two-factor:step.totpHelp")}</AuthText>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={isPending}>
        {backup ? (
          <Form.Item
            name="code"
            label={t("two-factor:step.backupCode")}
            rules={[{ required: true, whitespace: true, message: t("validation:required") }]}
          >
            <Input
              prefix={<KeyOutlined />}
              size="large"
              autoComplete="one-time-code"
              autoFocus
              placeholder="xxxxx-xxxxx"
              maxLength={32}
            />
          </Form.Item>
        ) : (
          <TotpCodeField />
        )}
        <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
          {t("two-factor:step.submit")}
        </Button>
      </Form>
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 16 }}>
        <Button type="link" onClick={switchMode} style={{ padding: 0 }}>
          {t(backup ? "two-factor:step.useTotp" : "two-factor:step.useBackup")}
        </Button>
        <Button type="link" onClick={onCancel} style={{ padding: 0 }}>
          {t("two-factor:step.back")}
        </Button>
      </Flex>
    </>
  );
}
