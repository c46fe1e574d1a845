// A card's SLA countdown: the resolution clock of the ticket, coloured by its state. Staff only
// (clients have no clocks); nothing while it loads or when the ticket has no target.
import type { BaseRecord } from "@refinedev/core";
import { Tag } from "antd";
import { ClockCircleOutlined, PauseCircleOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { clockText, clockTone } from "./sla-clock";
import { useTicketSla } from "./use-sla-batch";

export function SlaTag({ row, enabled }: { row: BaseRecord; enabled: boolean }) {
  const { t } = useTranslation();
  const id = Number(row.id);
  const { data } = useTicketSla(id, enabled);
  const clock = data?.resolution;
  if (!clock || clock.state === "none") return null;
  const tone = clockTone(clock);
  return (
    <div style={{ marginTop: 6 }}>
      <Tag
        color={tone}
        icon={clock.state === "paused" ? <PauseCircleOutlined /> : <ClockCircleOutlined />}
        title={t("support:sla.resolution")}
        data-testid="sla-tag"
        data-state={clock.state}
        style={{ marginInlineEnd: 0 }}
      >
        {clockText(clock, t)}
      </Tag>
    </div>
  );
}
