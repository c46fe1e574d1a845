// The chart chunk: ECharts' tree-shakable core with only what the dashboard draws (bars and a
// funnel; grid, tooltip and legend; the SVG renderer, crisp at any zoom and lighter than the
// canvas one for a few dozen shapes). Loaded by chart.tsx after the figures are on screen.
import { useEffect, useRef } from "react";
import { init, use, type ECharts } from "echarts/core";
import { BarChart, FunnelChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import { SVGRenderer } from "echarts/renderers";
import type { ChartOption } from "./chart-options";

use([BarChart, FunnelChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

interface EChartsViewProps {
  option: ChartOption;
  height: number;
  /** A bar or stage chosen (clicked): its index among the data. */
  onPick?: (index: number) => void;
}

export default function EChartsView({ option, height, onPick }: EChartsViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    const instance = init(element.current!, undefined, { renderer: "svg" });
    chart.current = instance;
    instance.on("click", (params) => {
      if (typeof params.dataIndex === "number") pick.current?.(params.dataIndex);
    });
    // The card's width follows the window and the sider: the chart follows the card.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current!);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: height is the trigger: the chart resizes to it
  useEffect(() => {
    chart.current?.resize();
  }, [height]);

  return <div ref={element} style={{ width: "100%", height }} />;
}
