// The period of the dashboard: antd's range picker with the usual presets (this month, last
// month, the last 30 days, this quarter, this year), written to the address. Periods longer
// than the API takes (366 days) cannot be picked.
import { DatePicker, Grid } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { DAY_FORMAT, MAX_RANGE_DAYS, presets, type RangeParams } from "../../components/dashboard/dashboard-range";

interface RangePickerProps {
  /** The period shown (the address's, or the API's default one). */
  value: { from: string; to: string } | undefined;
  onChange: (range: RangeParams) => void;
}

export function DashboardRangePicker({ value, onChange }: RangePickerProps) {
  const { t, i18n } = useTranslation();
  const phone = Grid.useBreakpoint().sm === false;
  const today = dayjs();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's border and legend do not fit the bar
    <div
      data-testid="dashboard-range"
      role="group"
      aria-label={t("dashboard:range.label")}
      style={phone ? { width: "100%" } : undefined}
    >
      <DatePicker.RangePicker
        allowClear={false}
        format={(d) => d.locale(i18n.language).format("ll")}
        value={value ? [dayjs(value.from), dayjs(value.to)] : null}
        presets={presets(today).map((p) => ({ label: t(`dashboard:range.presets.${p.key}`), value: p.range }))}
        disabledDate={(current: Dayjs, info?: { from?: Dayjs }) =>
          Boolean(info?.from && Math.abs(current.diff(info.from, "day")) >= MAX_RANGE_DAYS)
        }
        placement={phone ? "bottomLeft" : "bottomRight"}
        style={phone ? { width: "100%" } : undefined}
        onChange={(dates) => {
          if (dates?.[0] && dates[1]) onChange({ from: dates[0].format(DAY_FORMAT), to: dates[1].format(DAY_FORMAT) });
        }}
      />
    </div>
  );
}
