import { useState } from "react";
import { TotpCodeField } from "./totp-code-field";
import { Button, Flex, Form, Steps, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { BackupCodesView } from "./backup-codes-view";
import { fieldMessages } from "../../../components/field-errors";
import { twoFactorApi, type Enrollment } from "./two-factor-api";

interface Props {
  enrollment: Enrollment;
  email?: string;
  onCancel: () => void;
  /** Two-factor is on; the codes have been shown. */
  onDone: () => void;
}

// docs/product.md#states: activation shows a QR code, then asks for the 6-digit code, then shows the backup codes.
export function SetupWizard({ enrollment, email, onCancel, onDone }: Props) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [codes, setCodes] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ code: string }>();

  const confirm = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      setCodes(await twoFactorApi.confirm(code));
      setStep(2);
    } catch (error) {
      // A wrong code empties the boxes for the next try, and says why under them.
      form.setFields([{ name: "code", value: "", errors: fieldMessages(error, "code") }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={24}>
      <Steps
        current={step}
        size="small"
        responsive={false}
        items={[
          { title: t("two-factor:page.steps.scan") },
          { title: t("two-factor:page.steps.verify") },
          { title: t("two-factor:page.steps.backup") },
        ]}
      />
      {step === 0 && (
        <Flex vertical gap={16} align="flex-start">
          <Typography.Paragraph style={{ margin: 0 }}>{t("two-factor:page.scanHelp")}</Typography.Paragraph>
          <img
            src={enrollment.qr_code}
            alt={t("two-factor:page.qrAlt")}
            width={200}
            height={200}
            style={{ border: "1px solid #f0f0f0", borderRadius: 8 }}
          />
          <div>
            <Typography.Text type="secondary">{t("two-factor:page.secret")}</Typography.Text>
            <Typography.Paragraph copyable={{ text: enrollment.secret }} style={{ margin: 0 }}>
              <Typography.Text code data-testid="two-factor-secret" style={{ fontSize: 15, wordBreak: "break-all" }}>
                {enrollment.secret}
              </Typography.Text>
            </Typography.Paragraph>
          </div>
          <Flex gap={8}>
            <Button onClick={onCancel}>{t("two-factor:page.cancel")}</Button>
            <Button type="primary" onClick={() => setStep(1)}>
              {t("two-factor:page.next")}
            </Button>
          </Flex>
        </Flex>
      )}
      {step === 1 && (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={confirm} disabled={busy}>
          <Typography.Paragraph>{t("two-factor:page.verifyHelp")}</Typography.Paragraph>
          <TotpCodeField />
          <Flex gap={8}>
            <Button onClick={() => setStep(0)}>{t("two-factor:page.back")}</Button>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t("two-factor:page.confirm")}
            </Button>
          </Flex>
        </Form>
      )}
      {step === 2 && (
        <Flex vertical gap={16} align="stretch">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t("two-factor:page.enabledNow")}
          </Typography.Title>
          <BackupCodesView codes={codes} email={email} />
          <div>
            <Button type="primary" onClick={onDone}>
              {t("two-factor:page.done")}
            </Button>
          </div>
        </Flex>
      )}
    </Flex>
  );
}
