import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useGetIdentity, useNotification } from "@refinedev/core";
import { Button, Card, Descriptions, Flex, Result, Skeleton, Tag, Typography } from "antd";
import { ReloadOutlined, SafetyCertificateOutlined, StopOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import dayjs from "dayjs";
import type { SessionUser } from "../../providers/session";
import { BackupCodesView } from "./two-factor/backup-codes-view";
import { PasswordModal, type PasswordValues } from "./two-factor/password-modal";
import { SetupWizard } from "./two-factor/setup-wizard";
import { twoFactorApi, type Enrollment, type TwoFactorStatus } from "./two-factor/two-factor-api";

type Dialog = "disable" | "regenerate" | null;

// /users/2fa: any signed-in user turns two-factor on or off and renews the backup codes.
export function TwoFactorPage() {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const { data: user } = useGetIdentity<SessionUser>();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [starting, setStarting] = useState(false);

  const load = useCallback(async () => {
    try {
      setStatus(await twoFactorApi.status());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const start = async () => {
    setStarting(true);
    try {
      setEnrollment(await twoFactorApi.enable());
    } catch {
      // The HTTP client has shown the error.
    } finally {
      setStarting(false);
    }
  };

  const regenerate = async ({ password }: PasswordValues) => {
    setFreshCodes(await twoFactorApi.regenerate(password));
    setDialog(null);
    await load();
  };

  const disable = async ({ password, signOutOthers }: PasswordValues) => {
    const message = await twoFactorApi.disable(password, Boolean(signOutOthers));
    setDialog(null);
    setFreshCodes(null);
    notify?.({ type: "success", message });
    await load();
  };

  const finishSetup = async () => {
    setEnrollment(null);
    notify?.({ type: "success", message: t("two-factor:page.enabledNow") });
    await load();
  };

  let body: ReactNode;
  if (failed)
    body = (
      <Result
        status="warning"
        title={t("two-factor:page.title")}
        extra={<Button icon={<ReloadOutlined />} onClick={load} />}
      />
    );
  else if (!status) body = <Skeleton active />;
  else if (enrollment)
    body = (
      <SetupWizard
        enrollment={enrollment}
        email={user?.email}
        onCancel={() => setEnrollment(null)}
        onDone={finishSetup}
      />
    );
  else
    body = (
      <Flex vertical gap={20}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t("two-factor:page.intro")}
        </Typography.Paragraph>
        <Descriptions column={1} size="small" bordered styles={{ label: { width: "45%" } }}>
          <Descriptions.Item label={t("two-factor:page.status")}>
            <Tag color={status.enabled ? "green" : "default"} data-testid="two-factor-status">
              {t(status.enabled ? "two-factor:page.enabled" : "two-factor:page.disabledStatus")}
            </Tag>
          </Descriptions.Item>
          {status.enabled && status.confirmed_at && (
            <Descriptions.Item label={t("two-factor:page.since")}>
              {dayjs(status.confirmed_at).format("LLL")}
            </Descriptions.Item>
          )}
          {status.enabled && (
            <Descriptions.Item label={t("two-factor:page.codesLeft")}>
              <span data-testid="backup-codes-left">{status.backup_codes_left}</span>
            </Descriptions.Item>
          )}
        </Descriptions>
        {freshCodes && <BackupCodesView codes={freshCodes} email={user?.email} />}
        <Flex gap={8} wrap>
          {status.enabled ? (
            <>
              <Button icon={<ReloadOutlined />} onClick={() => setDialog("regenerate")}>
                {t("two-factor:page.regenerate")}
              </Button>
              <Button danger icon={<StopOutlined />} onClick={() => setDialog("disable")}>
                {t("two-factor:page.disable")}
              </Button>
            </>
          ) : (
            <Button type="primary" icon={<SafetyCertificateOutlined />} loading={starting} onClick={start}>
              {t("two-factor:page.enable")}
            </Button>
          )}
        </Flex>
      </Flex>
    );

  return (
    <Card
      title={
        <>
          <SafetyCertificateOutlined /> {t("two-factor:page.title")}
        </>
      }
      style={{ maxWidth: 760 }}
    >
      {body}
      <PasswordModal
        open={dialog === "regenerate"}
        title={t("two-factor:page.regenerateTitle")}
        help={t("two-factor:page.regenerateHelp")}
        okText={t("two-factor:page.regenerate")}
        onSubmit={regenerate}
        onClose={() => setDialog(null)}
      />
      <PasswordModal
        open={dialog === "disable"}
        title={t("two-factor:page.disableTitle")}
        help={t("two-factor:page.disableHelp")}
        okText={t("two-factor:page.disable")}
        danger
        offerSignOut
        onSubmit={disable}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}
