import { isOneOf } from "@lineup/shared";
import { Select } from "@mantine/core";
import { lazy, Suspense } from "react";
import { CHART_HEIGHT, ChartPlace } from "./chart-place";
import { StatsSection, useAddressChoices, useStudySection } from "./stats-section";
import {
  apiQuery,
  choicesFromSearch,
  formatDays,
  GROUP_LABELS,
  GROUPS,
  searchFromChoices,
  type WaitingChoices,
} from "./waiting-url";
import { NumbersTable } from "./numbers-table";

const isGroup = isOneOf(GROUPS);

/** The address with these choices, the other sections' ones (the line-up counts') kept. */
function searchWithWaiting(current: URLSearchParams, choices: WaitingChoices): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ["from", "to", "group", "port", "comm"]) next.delete(key);
  for (const [key, value] of searchFromChoices(choices)) next.append(key, value);
  return next;
}

/** The table of a few groups (px), which a section of waiting times usually shows: what is kept for it. */
const FEW_GROUPS_HEIGHT = 200;

// AG Charts is downloaded when the chart first shows, after the table.
const WaitingTimesChart = lazy(() => import("./waiting-times-chart"));

/**
 * Waiting times from the line-up history: for the calls that berthed in the
 * period, the time from their first Waiting to their first Loading or
 * Discharging, per terminal, commodity, charterer or port; every choice in the
 * page address. The server limits the calls to what the user may see.
 */
export function WaitingTimesSection() {
  const { choices, choose } = useAddressChoices(choicesFromSearch, searchWithWaiting);
  const query = apiQuery(choices);
  const { answer: study, frame } = useStudySection("waiting-times", query, choices);
  const groupLabel = GROUP_LABELS[choices.group];
  const rows = study.data?.rows ?? [];

  return (
    <StatsSection
      id="stats-waiting-times"
      title="Waiting times"
      intro={
        "Calls that berthed in the period, from the moment they were set to Waiting to the moment they were set to " +
        "Loading or Discharging."
      }
      namePrefix=""
      choices={choices}
      choose={choose}
      controls={
        <Select
          label="Group by"
          data={GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
          value={choices.group}
          onChange={(group) => isGroup(group) && choose({ group })}
          allowDeselect={false}
          w={160}
        />
      }
      {...frame}
      what="waiting times"
      reserve={CHART_HEIGHT.waitingTimes + FEW_GROUPS_HEIGHT}
      shown={rows.length > 0}
      emptyText="No call berthed in this period after waiting at anchorage"
    >
      <NumbersTable
        label="Waiting times"
        headers={[groupLabel, "Calls", "Mean (days)", "Median (days)", "90th percentile (days)"]}
        numeric={4}
        items={rows}
        rowKey={(r) => r.key ?? "none"}
        cells={(r) => [r.name, r.calls, formatDays(r.mean_days), formatDays(r.median_days), formatDays(r.p90_days)]}
        mb="md"
      />
      <Suspense fallback={<ChartPlace height={CHART_HEIGHT.waitingTimes} />}>
        <WaitingTimesChart rows={rows} groupLabel={groupLabel} />
      </Suspense>
    </StatsSection>
  );
}
