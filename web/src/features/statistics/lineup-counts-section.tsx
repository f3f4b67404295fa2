import { lazy, Suspense } from "react";
import { CHART_HEIGHT, ChartPlace } from "./chart-place";
import { countsApiQuery, countsFromSearch, dayWords, searchWithCounts } from "./counts-url";
import { StatsSection, useAddressChoices, useStudySection } from "./stats-section";
import { NumbersTable, TABLE_HEIGHT } from "./numbers-table";

// AG Charts is downloaded when the chart first shows, after the table (the same chunk as the waiting-times chart's).
const LineupCountsChart = lazy(() => import("./lineup-counts-chart"));

/**
 * Line-up counts over time from the status history: per day, the calls that
 * were berthed, waiting and expected at its end, as a table and a stacked
 * chart; the period and filters in the page address. The server limits the
 * calls to what the user may see.
 */
export function LineupCountsSection() {
  const { choices, choose } = useAddressChoices(countsFromSearch, searchWithCounts);
  const query = countsApiQuery(choices);
  const { answer: counts, frame } = useStudySection("lineup-counts", query, choices);
  const rows = counts.data?.rows ?? [];
  const anyCall = rows.some((r) => r.berthed || r.waiting || r.expected);

  return (
    <StatsSection
      id="stats-lineup-counts"
      title="Line-up counts"
      intro={
        "Calls berthed (Loading or Discharging), waiting and expected at the end of each day (each port's local " +
        "day), from the line-up history."
      }
      namePrefix="counts_"
      choices={choices}
      choose={choose}
      {...frame}
      what="line-up counts"
      reserve={CHART_HEIGHT.lineupCounts + TABLE_HEIGHT}
      shown={anyCall}
      emptyText="No call was berthed, waiting or expected on these days"
    >
      <Suspense fallback={<ChartPlace height={CHART_HEIGHT.lineupCounts} />}>
        <LineupCountsChart rows={rows} />
      </Suspense>
      <NumbersTable
        label="Line-up counts per day"
        headers={["Day", "Berthed", "Waiting", "Expected"]}
        numeric={3}
        items={rows}
        rowKey={(r) => r.day}
        cells={(r) => [dayWords(r.day), r.berthed, r.waiting, r.expected]}
        scroll={{ minWidth: 360, mah: TABLE_HEIGHT }}
      />
    </StatsSection>
  );
}
