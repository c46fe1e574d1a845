// A ticket's two SLA clocks on its page (first response and resolution, GET /api/tickets/:id/sla):
// the time left in business time, how much of the target is spent (amber past 75 %, red once
// breached, grey while paused), and the due date. Read again every minute and with the ticket.
import { useQuery } from "@tanstack/react-query";
import { Card, Progress, Space, Tag, Typography } from "antd";
import { PauseCircleOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { loadTicketSla, type Clock } from "../ticket-api";
import { ticketPartsKey } from "../ticket/use-ticket";
import { BAR_COLORS, clockText, clockTone, spentPercent } from "./sla-clock";
import { SLA_REFRESH_MS } from "./use-sla-batch";

function ClockLine({ name, clock }: { name: "firstResponse" | "resolution"; clock: Clock }) {
  const { t, i18n } = useTranslation();
  const tone = clockTone(clock);
  return (
    <div data-testid={`sla-clock-${name}`} data-state={clock.state}>
      <Space style={{ width: "100%", justifyContent: "space-between" }} wrap size={4}>
        <Typography.Text strong>{t(`support:sla.${name}`)}</Typography.Text>
        <Tag color={tone} style={{ marginInlineEnd: 0 }}>
          {clockText(clock, t)}
        </Tag>
      </Space>
      {clock.state !== "none" && (
        <Progress
          percent={spentPercent(clock)}
          showInfo={false}
          size="small"
          strokeColor={BAR_COLORS[tone]}
          aria-label={t(`support:sla.${name}`)}
        />
      )}
      {clock.due_at && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("support:sla.due", { date: dayjs(clock.due_at).locale(i18n.language).format("L LT") })}
        </Typography.Text>
      )}
    </div>
  );
}

export function SlaClocks({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const { data, isError } = useQuery({
    queryKey: [...ticketPartsKey(ticketId), "sla"],
    queryFn: () => loadTicketSla(ticketId),
    refetchInterval: SLA_REFRESH_MS,
    retry: false,
  });
  return (
    <Card
      size="small"
      title={t("support:sla.title")}
      data-testid="sla-clocks"
      extra={data?.paused ? <Tag icon={<PauseCircleOutlined />}>{t("support:sla.paused")}</Tag> : null}
    >
      {isError && <Typography.Text type="secondary">{t("support:sla.unavailable")}</Typography.Text>}
      {data && (
        <Space direction="vertical" style={{ width: "100%" }} size={12}>
          <ClockLine name="firstResponse" clock={data.first_response} />
          <ClockLine name="resolution" clock={data.resolution} />
        </Space>
      )}
    </Card>
  );
}
