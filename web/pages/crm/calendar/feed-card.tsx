// "Your calendar in Google Calendar or Outlook": whether the private iCalendar feed is on, a
// button that makes a new secret URL (shown once, with a copy button and how to subscribe), and
// one that revokes it.
import { Alert, Button, Card, Input, Popconfirm, Space, Tag, Typography } from "antd";
import { CalendarOutlined, CopyOutlined, LinkOutlined, StopOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { toast } from "../../../providers/toast";
import { useCalendarFeed } from "./use-calendar-feed";

export function FeedCard() {
  const { t, i18n } = useTranslation();
  const feed = useCalendarFeed();
  const active = feed.state?.active ?? false;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url!);
      toast({ type: "success", message: t("calendar:feed.copied"), key: "calendar-feed-copied" });
    } catch {
      toast({ type: "warning", message: t("calendar:feed.copyFailed") });
    }
  };

  const status = feed.state ? (
    active ? (
      <Tag color="green" data-testid="feed-status">
        {feed.state.created_at
          ? t("calendar:feed.activeSince", { date: dayjs(feed.state.created_at).locale(i18n.language).format("L") })
          : t("calendar:feed.active")}
      </Tag>
    ) : (
      <Tag data-testid="feed-status">{t("calendar:feed.inactive")}</Tag>
    )
  ) : null;

  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      data-testid="feed-card"
      title={
        <Space>
          <CalendarOutlined />
          {t("calendar:feed.title")}
        </Space>
      }
    >
      {status && <div style={{ marginBottom: 8 }}>{status}</div>}
      <Typography.Paragraph type="secondary">{t("calendar:feed.description")}</Typography.Paragraph>
      {feed.failed && (
        <Alert type="warning" showIcon message={t("calendar:feed.unavailable")} style={{ marginBottom: 12 }} />
      )}
      {feed.url && (
        <div data-testid="feed-url-box" style={{ marginBottom: 12 }}>
          <Alert type="info" showIcon message={t("calendar:feed.onceNotice")} style={{ marginBottom: 8 }} />
          <Space.Compact block>
            <Input
              readOnly
              value={feed.url}
              aria-label={t("calendar:feed.urlLabel")}
              data-testid="feed-url"
              onFocus={(e) => e.target.select()}
            />
            <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="feed-copy">
              {t("calendar:feed.copy")}
            </Button>
          </Space.Compact>
          <Typography.Paragraph style={{ marginTop: 12, marginBottom: 4 }} strong>
            {t("calendar:feed.howTo")}
          </Typography.Paragraph>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>{t("calendar:feed.google")}</li>
            <li>{t("calendar:feed.outlook")}</li>
            <li>{t("calendar:feed.refresh")}</li>
          </ul>
        </div>
      )}
      <Space wrap>
        {active && !feed.url ? (
          <Popconfirm
            title={t("calendar:feed.regenerateConfirm")}
            okText={t("calendar:feed.generate")}
            cancelText={t("buttons.cancel")}
            onConfirm={() => void feed.generate()}
          >
            <Button icon={<LinkOutlined />} loading={feed.working} data-testid="feed-generate">
              {t("calendar:feed.generate")}
            </Button>
          </Popconfirm>
        ) : (
          <Button
            type={active ? "default" : "primary"}
            icon={<LinkOutlined />}
            loading={feed.working}
            disabled={!feed.state}
            onClick={() => void feed.generate()}
            data-testid="feed-generate"
          >
            {t("calendar:feed.generate")}
          </Button>
        )}
        {active && (
          <Popconfirm
            title={t("calendar:feed.revokeConfirm")}
            okText={t("calendar:feed.revoke")}
            cancelText={t("buttons.cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => void feed.revoke()}
          >
            <Button danger icon={<StopOutlined />} disabled={feed.working} data-testid="feed-revoke">
              {t("calendar:feed.revoke")}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </Card>
  );
}
