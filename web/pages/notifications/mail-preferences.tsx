// Per kind of notification, a switch: also by mail. Each change is saved at once.
import { Card, Skeleton, Switch, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { toast } from "../../providers/toast";
import type { MailPreference } from "../../components/notifications/notifications-api";
import { NotificationIcon } from "../../components/notifications/notification-icon";
import { usePreferences, useSavePreference } from "../../components/notifications/use-notifications";

export function MailPreferences() {
  const { t } = useTranslation();
  const { data } = usePreferences();
  const { mutate: save, isPending, variables } = useSavePreference();
  const change = (preference: MailPreference) =>
    save(preference, { onSuccess: () => toast({ type: "success", message: t("notifications:preferences.saved") }) });

  return (
    <Card title={t("notifications:preferences.title")} data-testid="notification-preferences">
      <Typography.Paragraph type="secondary">{t("notifications:preferences.intro")}</Typography.Paragraph>
      {data ? (
        <Table<MailPreference>
          rowKey="kind"
          size="small"
          pagination={false}
          dataSource={data}
          columns={[
            {
              key: "kind",
              title: t("notifications:preferences.kind"),
              render: (_, p) => (
                <span>
                  <NotificationIcon kind={p.kind} /> {t(`notifications:kindName.${p.kind}`)}
                </span>
              ),
            },
            {
              key: "email",
              title: t("notifications:preferences.email"),
              align: "end",
              render: (_, p) => (
                <Switch
                  checked={isPending && variables?.kind === p.kind ? variables.email : p.email}
                  loading={isPending && variables?.kind === p.kind}
                  onChange={(email) => change({ kind: p.kind, email })}
                  aria-label={`${t(`notifications:kindName.${p.kind}`)}: ${t("notifications:preferences.email")}`}
                  data-testid={`preference-${p.kind}`}
                />
              ),
            },
          ]}
        />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
