import { AgCharts } from "ag-charts-react";
import {
  BarSeriesModule,
  CartesianChartModule,
  CategoryAxisModule,
  LegendModule,
  NumberAxisModule,
  type AgCartesianChartOptions,
} from "ag-charts-community";

/** Only what a (stacked) bar chart needs (AG Charts Community's modules). */
const MODULES = [CartesianChartModule, BarSeriesModule, CategoryAxisModule, NumberAxisModule, LegendModule];

/** Categories along the bottom, numbers up the left under `title`. */
export const barAxes = (title: string): AgCartesianChartOptions["axes"] => ({
  x: { type: "category", position: "bottom" },
  y: { type: "number", position: "left", title: { text: title } },
});

/**
 * A statistics bar chart, its legend at the bottom, shown to screen readers as one image named `label`. Imported
 * only by the lazily loaded charts, so AG Charts is downloaded by the Statistics screen only.
 */
export function BarChart({ label, options }: { label: string; options: AgCartesianChartOptions }) {
  return (
    <div role="img" aria-label={label}>
      <AgCharts options={{ ...options, legend: { position: "bottom" } }} modules={MODULES} />
    </div>
  );
}
