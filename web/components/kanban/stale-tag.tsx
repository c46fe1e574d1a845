// The "rotting" tag of a card past its board's staleAt time (a lead longer in its stage than the
// stage's rotting days), saying for how long.
import { Tag } from "antd";
import { FieldTimeOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { Staleness } from "./stale";

export function StaleTag({ staleness, className }: { staleness: Staleness; className?: string }) {
  const { t, i18n } = useTranslation();
  const since = dayjs(staleness.since).locale(i18n.language).format("L LT");
  return (
    <Tag
      color="volcano"
      icon={<FieldTimeOutlined />}
      title={t("crm-boards:stale.since", { date: since })}
      className={className}
      data-testid="stale-tag"
    >
      {t(`crm-boards:stale.${staleness.unit}`, { count: staleness.count })}
    </Tag>
  );
}
