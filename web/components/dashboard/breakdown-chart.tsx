// A breakdown (leads by status, hours per person…) as a bar chart over the list of its figures,
// and what a click on a bar does: open the list behind it.
import { useNavigate } from "react-router";
import { listLinkPath } from "../../providers/list-link";
import { barChart, barChartHeight } from "./chart-options";
import { Chart, useChartLook } from "./chart";
import type { Link } from "./dashboard-types";
import { FigureRows, type FigureRow } from "./figure-rows";

/** Opens the list behind the chosen bar of a chart. */
export function usePick(links: (Link | undefined)[]) {
  const navigate = useNavigate();
  return (index: number) => {
    const path = links[index] && listLinkPath(links[index]);
    if (path) navigate(path);
  };
}

/** A breakdown as a bar chart over its list of figures. */
export function BreakdownChart({
  label,
  rows,
  format,
}: {
  label: string;
  rows: FigureRow[];
  format: (v: number) => string;
}) {
  const look = useChartLook();
  const pick = usePick(rows.map((r) => r.link));
  const values = rows.map((r) => ({ label: String(r.label), value: r.raw ?? 0, color: r.color }));
  return (
    <>
      <Chart label={label} height={barChartHeight(rows.length)} option={barChart(values, format, look)} onPick={pick} />
      <FigureRows rows={rows} />
    </>
  );
}
