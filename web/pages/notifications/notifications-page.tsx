// /notifications (the spec's notifications screen): every notification of the signed-in user,
// newest first, all or only the unread ones, opened or marked read one by one or all at once,
// and below, per kind, whether it also comes by mail. Open to every role.
import { useState } from "react";
import { Button, Card, Empty, Pagination, Segmented, Space, Spin, Typography } from "antd";
import { CheckOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { toast } from "../../providers/toast";
import { NotificationItem } from "../../components/notifications/notification-item";
import { useMarkAllRead, useMarkRead, useNotificationPage } from "../../components/notifications/use-notifications";
import { useOpenNotification } from "../../components/notifications/use-open-notification";
import { MailPreferences } from "./mail-preferences";

const PAGE_SIZE = 20;

export function NotificationsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const start = (page - 1) * PAGE_SIZE;
  const { data, isLoading } = useNotificationPage(start, start + PAGE_SIZE, unreadOnly);
  const { mutate: markRead } = useMarkRead();
  const { mutate: markAll, isPending } = useMarkAllRead();
  const open = useOpenNotification();
  const rows = data?.rows ?? [];

  const readAll = () =>
    markAll(undefined, {
      onSuccess: (count) => toast({ type: "success", message: t("notifications:markedAll", { count }) }),
    });

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t("notifications:title")}
      </Typography.Title>
      <Card
        title={
          <Segmented
            value={unreadOnly ? "unread" : "all"}
            onChange={(value) => {
              setUnreadOnly(value === "unread");
              setPage(1);
            }}
            options={[
              { value: "all", label: t("notifications:filter.all") },
              { value: "unread", label: `${t("notifications:filter.unread")}${data ? ` (${data.unread})` : ""}` },
            ]}
            data-testid="notifications-filter"
          />
        }
        extra={
          <Button
            icon={<CheckOutlined />}
            disabled={!data?.unread}
            loading={isPending}
            onClick={readAll}
            data-testid="notifications-mark-all"
          >
            {t("notifications:markAllRead")}
          </Button>
        }
      >
        {isLoading ? (
          <Spin style={{ display: "block", margin: "32px auto" }} />
        ) : rows.length ? (
          <Space direction="vertical" size={4} style={{ width: "100%" }} data-testid="notifications-list">
            {rows.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onOpen={open}
                extra={
                  !n.read_at && (
                    <Button
                      size="small"
                      type="text"
                      icon={<CheckOutlined />}
                      aria-label={t("notifications:markRead")}
                      title={t("notifications:markRead")}
                      data-testid="notification-mark-read"
                      onClick={(event) => {
                        // The row itself opens the notification: this only marks it.
                        event.stopPropagation();
                        markRead(n.id);
                      }}
                    />
                  )
                }
              />
            ))}
          </Space>
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(unreadOnly ? "notifications:emptyUnread" : "notifications:empty")}
          />
        )}
        {(data?.total ?? 0) > PAGE_SIZE && (
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={data?.total ?? 0}
            onChange={setPage}
            showSizeChanger={false}
            align="end"
            style={{ marginTop: 16 }}
          />
        )}
      </Card>
      <MailPreferences />
    </Space>
  );
}
