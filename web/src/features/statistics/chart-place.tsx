import { Center, Loader } from "@mantine/core";

/**
 * The statistics charts' heights (px), known before their code is downloaded: a chart's place is kept while it loads,
 * so the page does not move when it comes.
 */
export const CHART_HEIGHT = { waitingTimes: 320, lineupCounts: 320, volumes: 340 } as const;

/** The berth occupancy timeline's height (px): a lane of 28 px for each row of bars, and its axes. */
export const occupancyChartHeight = (lanes: number) => Math.max(160, 60 + lanes * 28);

/** Where a chart will be, the height it will take, while its code downloads. */
export function ChartPlace({ height }: { height: number }) {
  return (
    <Center h={height}>
      <Loader size="sm" aria-label="Loading the chart" />
    </Center>
  );
}
