import { AgCharts } from "ag-charts-react";
import {
  BarSeriesModule,
  CartesianChartModule,
  CategoryAxisModule,
  NumberAxisModule,
  type AgBarSeriesOptions,
  type AgCartesianChartOptions,
} from "ag-charts-community";
import { occupancyChartHeight } from "./chart-place";
import { dayWords } from "./counts-url";
import { commodityColour } from "./commodity-colour";
import { stackedRows, timeWords, type DrawnCall, type LaneRow, type Timeline } from "./occupancy-timeline";

/**
 * AG Charts Community has no range bar (that series is Enterprise): each lane
 * is a stacked horizontal bar of transparent gaps and coloured calls.
 */
const MODULES = [CartesianChartModule, BarSeriesModule, CategoryAxisModule, NumberAxisModule];

const MS_PER_DAY = 86_400_000;

/** The axis's day labels: the date of a day boundary, days from the period's start. */
const dayAt = (from: string, days: number) =>
  dayWords(new Date(Date.parse(`${from}T00:00:00Z`) + Math.round(days) * MS_PER_DAY).toISOString().slice(0, 10));

const colourOf = (drawn: DrawnCall | undefined) => commodityColour(drawn?.call.commodity ?? null);

/** A tick every day for a fortnight or less, then every week, then every 30 days. */
const tickStep = (days: number) => (days <= 14 ? 1 : days <= 98 ? 7 : 30);

/**
 * The calls at each berth in the period as bars along the days, coloured by commodity (the legend is the section's).
 */
export default function BerthOccupancyChart({
  timeline: { lanes, days },
  from,
  to,
}: {
  /** The calls laid out in lanes (`timelineLanes`). */
  timeline: Timeline;
  from: string;
  to: string;
}) {
  const { rows, positions } = stackedRows(lanes);
  const series: AgBarSeriesOptions<LaneRow>[] = [];
  for (let i = 0; i < positions; i++) {
    const common = {
      type: "bar",
      direction: "horizontal",
      xKey: "lane",
      stacked: true,
      showInLegend: false,
    } as const;
    series.push({
      ...common,
      yKey: `g${i}`,
      fill: "transparent",
      strokeWidth: 0,
      tooltip: { enabled: false },
      highlight: { enabled: false },
    });
    series.push({
      ...common,
      yKey: `b${i}`,
      yName: "At berth",
      strokeWidth: 0,
      itemStyler: ({ datum }) => ({ fill: colourOf(datum[`c${i}`]) }),
      tooltip: {
        renderer: ({ datum }) => {
          const drawn = datum[`c${i}`];
          if (!drawn) return {};
          const { call } = drawn;
          return {
            heading: drawn.berth,
            title: call.vessel ?? "No vessel given",
            symbol: { marker: { fill: colourOf(drawn) } },
            data: [
              { label: "Commodity", value: call.commodity?.name ?? "No commodity given" },
              { label: "From", value: `${timeWords(call.start)} (port time)` },
              { label: "To", value: call.end ? `${timeWords(call.end)} (port time)` : "still at berth" },
            ],
          };
        },
      },
    });
  }
  const options: AgCartesianChartOptions = {
    data: rows,
    height: occupancyChartHeight(lanes.length),
    series,
    axes: {
      x: { type: "category", position: "left" },
      y: {
        type: "number",
        position: "bottom",
        min: 0,
        max: days,
        nice: false,
        interval: { step: tickStep(days) },
        label: { formatter: ({ value }) => dayAt(from, Number(value)) },
      },
    },
    legend: { enabled: false },
  };
  return (
    <div
      role="img"
      aria-label={
        `Timeline of ${lanes.length} berth lanes from ${dayWords(from)} to ${dayWords(to)}: ` +
        `one bar per call, coloured by commodity; the table below lists the calls`
      }
    >
      <AgCharts options={options} modules={MODULES} />
    </div>
  );
}
