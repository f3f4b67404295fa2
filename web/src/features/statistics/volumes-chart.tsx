import { formatQuantity, type CommodityVolume } from "@lineup/shared";
import type { AgBarSeriesOptions, AgCartesianChartOptions } from "ag-charts-community";
import { BarChart } from "./bar-chart";
import { CHART_HEIGHT } from "./chart-place";
import { commodityColour } from "./commodity-colour";
import { periodLabel, periodWords, UNIT_NAMES, type Interval } from "./volumes-url";

const DIRECTIONS = [
  { key: "loaded", name: "Loaded", opacity: 1 },
  { key: "discharged", name: "Discharged", opacity: 0.45 },
] as const;

interface VolumesChartProps {
  /** Every week or month of the period, so ones without cargo show as gaps. */
  periods: string[];
  /** The entries of one unit. */
  rows: CommodityVolume[];
  unit: string;
  interval: Interval;
}

/**
 * One unit's volumes per week or month: two stacks per period, loaded (solid)
 * and discharged (light), each made of the commodities in the same colours;
 * the legend names the commodities and hides or shows both of a commodity's
 * parts. Loaded on its own, like the other statistics charts.
 */
export default function VolumesChart({ periods, rows, unit, interval }: VolumesChartProps) {
  // A commodity keeps its colour in both stacks and in the berth occupancy timeline.
  const commodities = [
    ...new Map(rows.map((r) => [r.carga.id ?? 0, { name: r.carga.name, colour: commodityColour(r.carga) }])).entries(),
  ].sort((a, b) => a[1].name.localeCompare(b[1].name));
  const data = periods.map((start) => {
    const datum: Record<string, string | number> = {
      label: periodLabel(start, interval),
      period: periodWords(start, interval),
    };
    for (const r of rows) {
      if (r.period_start !== start) continue;
      datum[`loaded_${r.carga.id ?? 0}`] = r.loaded;
      datum[`discharged_${r.carga.id ?? 0}`] = r.discharged;
    }
    return datum;
  });
  const series: AgBarSeriesOptions[] = DIRECTIONS.flatMap((d) =>
    commodities.map(([id, { name, colour }]) => ({
      type: "bar" as const,
      xKey: "label",
      yKey: `${d.key}_${id}`,
      yName: `${name}, ${d.name.toLowerCase()}`,
      legendItemName: name,
      showInLegend: d.key === "loaded",
      stackGroup: d.key,
      fill: colour,
      fillOpacity: d.opacity,
      stroke: colour,
      tooltip: {
        renderer: ({ datum }: { datum: Record<string, string | number> }) => ({
          heading: String(datum.period),
          data: [
            {
              label: `${name} ${d.name.toLowerCase()}`,
              value: formatQuantity(Number(datum[`${d.key}_${id}`] ?? 0), unit),
            },
          ],
        }),
      },
    })),
  );
  const unitName = UNIT_NAMES[unit] ?? unit;
  const options: AgCartesianChartOptions = {
    data,
    height: CHART_HEIGHT.volumes,
    title: { text: `Loaded (solid) and discharged (light), ${unitName}`, fontSize: 13 },
    series,
    axes: {
      x: { type: "category", position: "bottom" },
      y: {
        type: "number",
        position: "left",
        title: { text: unit },
        label: { formatter: ({ value }: { value: number }) => value.toLocaleString("pt-BR") },
      },
    },
  };
  return (
    <BarChart
      label={`Volume per ${interval} in ${unitName}: loaded and discharged, stacked by commodity`}
      options={options}
    />
  );
}
