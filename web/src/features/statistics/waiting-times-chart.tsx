import type { AgCartesianChartOptions } from "ag-charts-community";
import { BarChart, barAxes } from "./bar-chart";
import type { WaitingTimeRow } from "./api/use-study";
import { CHART_HEIGHT } from "./chart-place";
import { formatDays } from "./waiting-url";

const SERIES = [
  { yKey: "mean_days", yName: "Mean" },
  { yKey: "median_days", yName: "Median" },
  { yKey: "p90_days", yName: "90th percentile" },
] as const;

/**
 * Mean, median and 90th percentile per group, as bars (days). Loaded on its own: AG Charts is downloaded by this screen
 * only.
 */
export default function WaitingTimesChart({ rows, groupLabel }: { rows: WaitingTimeRow[]; groupLabel: string }) {
  const options: AgCartesianChartOptions = {
    data: rows,
    height: CHART_HEIGHT.waitingTimes,
    series: SERIES.map((s) => ({
      type: "bar" as const,
      xKey: "name",
      xName: groupLabel,
      yKey: s.yKey,
      yName: s.yName,
      tooltip: {
        renderer: ({ datum }: { datum: WaitingTimeRow }) => ({
          heading: datum.name,
          data: [{ label: s.yName, value: `${formatDays(datum[s.yKey])} days` }],
        }),
      },
    })),
    axes: barAxes("Days"),
  };
  return (
    <BarChart
      label={`Waiting time in days by ${groupLabel.toLowerCase()}: mean, median and 90th percentile`}
      options={options}
    />
  );
}
