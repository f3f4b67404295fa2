import type { AgCartesianChartOptions } from "ag-charts-community";
import { BarChart, barAxes } from "./bar-chart";
import type { DayCounts } from "./api/use-study";
import { CHART_HEIGHT } from "./chart-place";
import { dayWords } from "./counts-url";

const SERIES = [
  { yKey: "berthed", yName: "Berthed" },
  { yKey: "waiting", yName: "Waiting" },
  { yKey: "expected", yName: "Expected" },
] as const;

/**
 * Berthed, waiting and expected calls per day, stacked. Loaded on its own, like the waiting-times chart: AG Charts is
 * downloaded by this screen only.
 */
export default function LineupCountsChart({ rows }: { rows: DayCounts[] }) {
  const data = rows.map((r) => ({ ...r, label: dayWords(r.day) }));
  const options: AgCartesianChartOptions = {
    data,
    height: CHART_HEIGHT.lineupCounts,
    series: SERIES.map((s) => ({
      type: "bar" as const,
      xKey: "label",
      xName: "Day",
      yKey: s.yKey,
      yName: s.yName,
      stacked: true,
    })),
    axes: barAxes("Calls"),
  };
  return <BarChart label="Calls per day: berthed, waiting and expected, stacked" options={options} />;
}
