// The period field of the dashboard's header. antd's range picker is a sizeable chunk: until it
// has arrived (asked for once the figures are on screen) the field shows the period as text, in
// the same place and size, so the first screen after signing in does not wait for it.
import { lazy, Suspense } from "react";
import { CalendarOutlined } from "@ant-design/icons";
import { Grid, theme } from "antd";
import { useTranslation } from "react-i18next";
import { formatSpan } from "../../components/dashboard/dashboard-format";
import type { RangeParams } from "../../components/dashboard/dashboard-range";
import { useAfterFirstPaint } from "../../components/dashboard/use-after-first-paint";

const RangePicker = lazy(() => import("./range-picker").then((m) => ({ default: m.DashboardRangePicker })));

interface PeriodPickerProps {
  value: { from: string; to: string } | undefined;
  /** Whether the figures are there: the picker is fetched only after they are on screen. */
  ready: boolean;
  onChange: (range: RangeParams) => void;
}

function PeriodText({ value }: { value: PeriodPickerProps["value"] }) {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <div
      data-testid="dashboard-range-text"
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 8,
        minWidth: phone ? undefined : 280,
        height: token.controlHeight,
        padding: "0 11px",
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <span>{value ? formatSpan(value.from, value.to, i18n.language) : ""}</span>
      <CalendarOutlined style={{ color: token.colorTextQuaternary }} />
    </div>
  );
}

export function PeriodPicker({ value, ready, onChange }: PeriodPickerProps) {
  const painted = useAfterFirstPaint(ready);
  const text = <PeriodText value={value} />;
  return painted ? (
    <Suspense fallback={text}>
      <RangePicker value={value} onChange={onChange} />
    </Suspense>
  ) : (
    text
  );
}
