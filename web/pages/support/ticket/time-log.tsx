// Time spent on a ticket (staff): the entries logged (who, how long, note, billable) and their
// total, and "log time" into the same ledger as tasks (POST /api/tickets/:id/time), so billing
// can invoice the billable part.
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Form, Input, InputNumber, List, Space, Switch, Tag, Typography } from "antd";
import { FieldTimeOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { formatMinutes } from "../sla/sla-clock";
import { loadTimeEntries, logTime } from "../ticket-api";
import { ticketPartsKey } from "./use-ticket";

const MAX_MINUTES = 24 * 60;

export function TimeLog({ ticketId, mayLog }: { ticketId: number; mayLog: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const key = [...ticketPartsKey(ticketId), "time"];
  const { data: entries = [], isLoading } = useQuery({
    queryKey: key,
    queryFn: () => loadTimeEntries(ticketId),
    retry: false,
  });
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const total = entries.reduce((sum, e) => sum + Number(e.minutes || 0), 0);

  const submit = async (values: { minutes: number; note?: string; billable: boolean }) => {
    setSaving(true);
    try {
      await logTime(ticketId, {
        minutes: values.minutes,
        billable: values.billable,
        ...(values.note?.trim() ? { note: values.note.trim() } : {}),
      });
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: key });
    } catch {
      // Toasted by the HTTP client; what was typed stays.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      size="small"
      title={t("support:time.title")}
      data-testid="ticket-time"
      extra={
        <Typography.Text type="secondary" data-testid="ticket-time-total">
          {t("support:time.total", { time: formatMinutes(total, t) })}
        </Typography.Text>
      }
    >
      <List
        size="small"
        loading={isLoading}
        dataSource={entries}
        locale={{ emptyText: t("support:time.empty") }}
        renderItem={(entry) => (
          <List.Item data-testid="ticket-time-entry">
            <Space direction="vertical" size={0} style={{ width: "100%" }}>
              <Space wrap size={6}>
                <FieldTimeOutlined />
                <Typography.Text strong>{formatMinutes(entry.minutes, t)}</Typography.Text>
                <Typography.Text type="secondary">{entry.user_name ?? "—"}</Typography.Text>
                {entry.billable && <Tag color="green">{t("support:time.billable")}</Tag>}
              </Space>
              {entry.note && <Typography.Text>{entry.note}</Typography.Text>}
              {entry.started_at && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {dayjs(entry.started_at).locale(i18n.language).format("L LT")}
                </Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
      {mayLog && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ billable: true }}
          onFinish={(v) => void submit(v)}
          style={{ marginTop: 12 }}
          data-testid="ticket-time-form"
          disabled={saving}
        >
          <Space wrap align="end" size={8}>
            <Form.Item
              name="minutes"
              label={t("support:time.minutes")}
              rules={[{ required: true, message: t("validation:required") }]}
              style={{ marginBottom: 8 }}
            >
              <InputNumber min={1} max={MAX_MINUTES} precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item
              name="billable"
              label={t("support:time.billable")}
              valuePropName="checked"
              style={{ marginBottom: 8 }}
            >
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item name="note" label={t("support:time.note")} style={{ marginBottom: 8 }}>
            <Input maxLength={500} />
          </Form.Item>
          <Button htmlType="submit" icon={<FieldTimeOutlined />} loading={saving}>
            {t("support:time.log")}
          </Button>
        </Form>
      )}
    </Card>
  );
}
