// A chart of the dashboard: its box (of the right height from the start, so nothing moves when it
// is drawn) and, once the figures have been painted, the chart chunk. The chunk is asked for only
// then, so the figures never wait for ECharts and the dashboard's first download leaves it out.
import { lazy, Suspense, useMemo } from "react";
import { theme } from "antd";
import { useTranslation } from "react-i18next";
import { useReducedMotion } from "../../providers/use-reduced-motion";
import type { ChartLook, ChartOption } from "./chart-options";
import { useAfterFirstPaint } from "./use-after-first-paint";

const loadChartView = () => import("./echarts-view");
const EChartsView = lazy(loadChartView);

/** The app's colours and font for a chart. */
export function useChartLook(): ChartLook {
  const { token } = theme.useToken();
  const reduced = useReducedMotion();
  return useMemo(
    () => ({
      palette: [
        token.colorPrimary,
        token.colorWarning,
        token.colorError,
        token.colorSuccess,
        token.colorInfoText,
        "#722ed1",
        "#13c2c2",
        "#eb2f96",
      ],
      text: token.colorText,
      secondaryText: token.colorTextSecondary,
      grid: token.colorBorderSecondary,
      fontFamily: token.fontFamily,
      animation: !reduced,
    }),
    [token, reduced],
  );
}

interface ChartProps {
  /** What the chart shows, for a screen reader (its figures are also listed beside it as links). */
  label: string;
  height: number;
  option: ChartOption;
  onPick?: (index: number) => void;
}

export function Chart({ label, height, option, onPick }: ChartProps) {
  const painted = useAfterFirstPaint();
  const { i18n } = useTranslation();
  // Built afresh on every render; drawn again only when what it shows (or the language) changed.
  const signature = `${i18n.language}:${JSON.stringify(option)}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by signature: the option is built anew each render
  const stable = useMemo(() => option, [signature]);
  const { token } = theme.useToken();
  const placeholder = (
    <div
      data-testid="chart-placeholder"
      style={{ height, borderRadius: token.borderRadius, background: token.colorFillQuaternary }}
    />
  );
  return (
    <div data-testid="dashboard-chart" role="img" aria-label={label} style={{ width: "100%", height }}>
      {painted ? (
        <Suspense fallback={placeholder}>
          <EChartsView option={stable} height={height} onPick={onPick} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
