// The dashboard's charts as ECharts options: plain data built here, drawn by the chart chunk
// (echarts-view.tsx) once it has arrived. Only types come from ECharts in this file, so the page
// and its figures never wait for the library.
import type { ComposeOption } from "echarts/core";
import type { BarSeriesOption, FunnelSeriesOption } from "echarts/charts";
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from "echarts/components";

export type ChartOption = ComposeOption<
  BarSeriesOption | FunnelSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export interface ChartLook {
  /** Bars without a colour of their own, then the stacked series in order. */
  palette: string[];
  text: string;
  secondaryText: string;
  grid: string;
  fontFamily: string;
  animation: boolean;
}

type Format = (value: number) => string;

const BAR_HEIGHT = 26;

/** The height a horizontal bar chart of `rows` bars needs. */
export function barChartHeight(rows: number, legend = false): number {
  return Math.max(120, rows * (BAR_HEIGHT + 10) + 24 + (legend ? 32 : 0));
}

const base = (look: ChartLook): ChartOption => ({
  animation: look.animation,
  textStyle: { fontFamily: look.fontFamily, color: look.text },
  tooltip: { trigger: "item", confine: true },
});

function categoryAxis(labels: string[], look: ChartLook) {
  return {
    type: "category" as const,
    data: labels,
    inverse: true,
    axisTick: { show: false },
    axisLine: { lineStyle: { color: look.grid } },
    axisLabel: { color: look.text, width: 140, overflow: "truncate" as const },
  };
}

function valueAxis(format: Format, look: ChartLook) {
  return {
    type: "value" as const,
    minInterval: 1,
    splitLine: { lineStyle: { color: look.grid } },
    axisLabel: { color: look.secondaryText, formatter: (v: number) => format(v), hideOverlap: true },
  };
}

/** One bar per row, longest first as given; a row's own colour (a lead status's) when it has one. */
export function barChart(
  rows: { label: string; value: number; color?: string | null }[],
  format: Format,
  look: ChartLook,
): ChartOption {
  return {
    ...base(look),
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    xAxis: valueAxis(format, look),
    yAxis: categoryAxis(
      rows.map((r) => r.label),
      look,
    ),
    tooltip: { trigger: "item", confine: true, valueFormatter: (v) => format(Number(v)) },
    series: [
      {
        type: "bar",
        barMaxWidth: BAR_HEIGHT,
        cursor: "pointer",
        data: rows.map((r) => ({
          value: r.value,
          itemStyle: { color: r.color || look.palette[0], borderRadius: [0, 4, 4, 0] },
        })),
        label: { show: true, position: "right", color: look.text, formatter: (p) => format(Number(p.value)) },
      },
    ],
  };
}

/** Bars of several parts each (a course's confirmed, pending and free seats), with a legend. */
export function stackedBarChart(
  labels: string[],
  series: { name: string; values: number[] }[],
  format: Format,
  look: ChartLook,
): ChartOption {
  return {
    ...base(look),
    legend: { top: 0, left: 0, textStyle: { color: look.text }, itemWidth: 12, itemHeight: 12 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: valueAxis(format, look),
    yAxis: categoryAxis(labels, look),
    tooltip: {
      trigger: "axis",
      axisPointer: { type: "shadow" },
      confine: true,
      valueFormatter: (v) => format(Number(v)),
    },
    series: series.map((s, i) => ({
      type: "bar" as const,
      name: s.name,
      stack: "total",
      barMaxWidth: BAR_HEIGHT,
      cursor: "pointer",
      itemStyle: { color: look.palette[i % look.palette.length] },
      data: s.values,
    })),
  };
}

/** Columns over a few buckets (the ages of what is overdue). */
export function columnChart(rows: { label: string; value: number }[], format: Format, look: ChartLook): ChartOption {
  return {
    ...base(look),
    grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
    xAxis: {
      type: "category",
      data: rows.map((r) => r.label),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: look.grid } },
      axisLabel: { color: look.text },
    },
    yAxis: { ...valueAxis(format, look), minInterval: undefined },
    tooltip: { trigger: "item", confine: true, valueFormatter: (v) => format(Number(v)) },
    series: [
      {
        type: "bar",
        barMaxWidth: 48,
        cursor: "pointer",
        data: rows.map((r, i) => ({
          value: r.value,
          itemStyle: { color: look.palette[Math.min(i, look.palette.length - 1)], borderRadius: [4, 4, 0, 0] },
        })),
        label: { show: true, position: "top", color: look.text, formatter: (p) => format(Number(p.value)) },
      },
    ],
  };
}

/** The stages of a pipeline, by how many leads reached each, in the pipeline's order. */
export function funnelChart(stages: { label: string; value: number }[], format: Format, look: ChartLook): ChartOption {
  const max = Math.max(1, ...stages.map((s) => s.value));
  return {
    ...base(look),
    tooltip: { trigger: "item", confine: true, valueFormatter: (v) => format(Number(v)) },
    series: [
      {
        type: "funnel",
        sort: "none",
        left: 8,
        right: 8,
        top: 8,
        bottom: 8,
        min: 0,
        max,
        minSize: "12%",
        gap: 2,
        cursor: "pointer",
        label: {
          show: true,
          position: "inside",
          color: "#fff",
          formatter: (p) => `${p.name}: ${format(Number(p.value))}`,
          overflow: "truncate",
        },
        data: stages.map((s, i) => ({
          name: s.label,
          value: s.value,
          itemStyle: { color: look.palette[i % look.palette.length] },
        })),
      },
    ],
  };
}
