import { Group, Text } from "@mantine/core";
import { lazy, Suspense, useMemo } from "react";
import { SwatchItem } from "@/shared/ui/swatch-item";
import { ChartPlace, occupancyChartHeight } from "./chart-place";
import { countsApiQuery } from "./counts-url";
import { berthLabel, legendEntries, timelineLanes, timeWords } from "./occupancy-timeline";
import { occupancyFromSearch, searchWithOccupancy } from "./occupancy-url";
import { StatsSection, useAddressChoices, useStudySection } from "./stats-section";
import { NumbersTable, TABLE_HEIGHT } from "./numbers-table";

// AG Charts is downloaded when the chart first shows (the same chunk as the other statistics charts').
const BerthOccupancyChart = lazy(() => import("./berth-occupancy-chart"));

/** More calls than this are listed (and downloadable) but not drawn: the bars would be too thin to read. */
const MAX_DRAWN = 600;
/** More calls than this are left out of the table on the screen; the spreadsheet has them all. */
const MAX_LISTED = 500;

/**
 * Berth occupancy from the status history: which call was at which berth
 * when, from its first Loading or Discharging to its sailing, as a timeline
 * (one bar per call, coloured by commodity) and a table; the period and
 * filters in the page address. The server limits the calls to what the user may see.
 */
export function BerthOccupancySection() {
  const { choices, choose } = useAddressChoices(occupancyFromSearch, searchWithOccupancy);
  const query = countsApiQuery(choices);
  const { answer: occupancy, frame } = useStudySection("berth-occupancy", query, choices);
  const groups = useMemo(() => occupancy.data?.rows ?? [], [occupancy.data]);
  const calls = useMemo(() => groups.flatMap((g) => g.calls.map((call) => ({ berth: berthLabel(g), call }))), [groups]);
  const legend = useMemo(() => legendEntries(groups), [groups]);
  // Laid out here, not by the chart: its place is kept at its height while its code downloads.
  const timeline = useMemo(
    () => (calls.length > MAX_DRAWN ? undefined : timelineLanes(groups, choices.from, choices.to)),
    [calls.length, groups, choices.from, choices.to],
  );

  return (
    <StatsSection
      id="stats-berth-occupancy"
      title="Berth occupancy"
      intro={
        "Each call at its berth from the moment it was set to Loading or Discharging until it was set to Sailed (or " +
        "removed), from the line-up history; days and times in each port's own time zone."
      }
      namePrefix="occ_"
      choices={choices}
      choose={choose}
      {...frame}
      what="berth occupancy"
      reserve={occupancyChartHeight(0) + TABLE_HEIGHT}
      shown={calls.length > 0}
      emptyText="No call was at a berth on these days"
    >
      <Group
        gap="md"
        mb="xs"
        component="ul"
        aria-label="Colours of the commodities"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {legend.map((l) => (
          <SwatchItem key={l.name} color={l.color} name={l.name} />
        ))}
      </Group>
      {timeline ? (
        <Suspense fallback={<ChartPlace height={occupancyChartHeight(timeline.lanes.length)} />}>
          <BerthOccupancyChart timeline={timeline} from={choices.from} to={choices.to} />
        </Suspense>
      ) : (
        <Text size="sm" c="dimmed">
          {calls.length.toLocaleString("en-US")} calls are too many to draw; choose fewer days, ports or commodities to
          see the timeline.
        </Text>
      )}
      <NumbersTable
        label="Calls at each berth"
        headers={["Berth", "Vessel", "Commodity", "Berthed (port time)", "Sailed (port time)"]}
        numeric={0}
        items={calls.slice(0, MAX_LISTED)}
        rowKey={({ call }) => call.lineup_id}
        cells={({ berth, call }) => [
          berth,
          call.vessel ?? "No vessel given",
          call.commodity?.name ?? "No commodity given",
          <>
            {timeWords(call.start)}
            {call.clipped_start && " (before the period)"}
            {call.from_dates && " (from its dates)"}
          </>,
          <>
            {call.end ? timeWords(call.end) : "still at berth"}
            {call.end && call.clipped_end && " (after the period)"}
          </>,
        ]}
        scroll={{ minWidth: 560, mah: TABLE_HEIGHT }}
      />
      {calls.length > MAX_LISTED && (
        <Text size="sm" c="dimmed" mt="xs">
          The first {MAX_LISTED} of {calls.length.toLocaleString("en-US")} calls are listed; the spreadsheet has them
          all.
        </Text>
      )}
    </StatsSection>
  );
}
