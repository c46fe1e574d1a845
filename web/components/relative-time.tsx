// "hace 5 minutos" / "5 minutes ago", with the exact date and time on hover; re-rendered every
// minute so a page left open does not keep saying "a few seconds ago".
import { useEffect, useState } from "react";
import { Tooltip, Typography } from "antd";
import dayjs from "dayjs";
import relativeTime from "dayjs/plugin/relativeTime";
import { useTranslation } from "react-i18next";

dayjs.extend(relativeTime);

const REFRESH_MS = 60_000;

export function RelativeTime({ value }: { value: string | null | undefined }) {
  const { i18n } = useTranslation();
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  if (!value) return null;
  const at = dayjs(value).locale(i18n.language);
  return (
    <Tooltip title={at.format("L LT")}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <time dateTime={at.toISOString()}>{at.fromNow()}</time>
      </Typography.Text>
    </Tooltip>
  );
}
