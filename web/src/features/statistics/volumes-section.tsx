import { Input, SegmentedControl, Text } from "@mantine/core";
import { formatQuantity, isOneOf } from "@lineup/shared";
import { lazy, Suspense } from "react";
import { originsOf } from "./call-origins";
import { CHART_HEIGHT, ChartPlace } from "./chart-place";
import { downloadVolumes, useVolumes } from "./api/get-volumes";
import { StatsSection, useAddressChoices } from "./stats-section";
import {
  periodWords,
  searchWithVolumes,
  UNIT_NAMES,
  volumesApiQuery,
  volumesFromSearch,
  INTERVALS,
} from "./volumes-url";
import { NumbersTable, TABLE_HEIGHT } from "./numbers-table";

const isInterval = isOneOf(INTERVALS);

// AG Charts is downloaded when the chart first shows, after the table (the same chunk as the other statistics charts').
const VolumesChart = lazy(() => import("./volumes-chart"));

/**
 * Volume by commodity: the cargo of the calls that sailed in each week or
 * month, loaded or discharged, per commodity and unit, as a chart per unit and
 * a table; the period, interval and filters in the page address. The server
 * limits the calls to what the user may see.
 */
export function VolumesSection() {
  const { choices, choose } = useAddressChoices(volumesFromSearch, searchWithVolumes);
  const volumes = useVolumes(volumesApiQuery(choices));
  const rows = volumes.data?.data ?? [];
  // The interval the numbers on screen were counted by (the previous ones stay while new ones load).
  const shown = volumes.data?.interval ?? choices.interval;
  const units = [...new Set(rows.map((r) => r.unit))];

  return (
    <StatsSection
      id="stats-volumes"
      title="Volumes by commodity"
      intro={
        "Cargo of the calls that sailed in each week (from Monday) or month, in each port's local time: loaded or " +
        "discharged by the call's last berthing status, split lines under their own commodity. Tonnes and cubic " +
        "metres are shown apart."
      }
      namePrefix="vol_"
      choices={choices}
      choose={choose}
      controls={
        <Input.Wrapper label="Per" labelElement="div" id="vol-interval">
          <SegmentedControl
            aria-labelledby="vol-interval-label"
            value={choices.interval}
            onChange={(interval) => isInterval(interval) && choose({ interval })}
            data={[
              { value: "week", label: "Week" },
              { value: "month", label: "Month" },
            ]}
            display="flex"
          />
        </Input.Wrapper>
      }
      answer={volumes}
      what="volumes"
      reserve={CHART_HEIGHT.volumes + TABLE_HEIGHT}
      xlsx={{
        fetch: () => downloadVolumes(volumesApiQuery(choices)),
        fileName: `volumes-${choices.interval}-${choices.from}-${choices.to}.xlsx`,
        empty: !rows.length,
      }}
      shown={rows.length > 0}
      emptyText="No call sailed in this period after loading or discharging"
      origins={volumes.data && originsOf(volumes.data)}
    >
      <Suspense fallback={<ChartPlace height={CHART_HEIGHT.volumes} />}>
        {units.map((unit) => (
          <VolumesChart
            key={unit}
            periods={volumes.data?.periods ?? []}
            rows={rows.filter((r) => r.unit === unit)}
            unit={unit}
            interval={shown}
          />
        ))}
      </Suspense>
      <NumbersTable
        label="Volumes by commodity"
        headers={[shown === "week" ? "Week" : "Month", "Commodity", "Loaded", "Discharged", "Calls"]}
        numeric={3}
        items={rows}
        rowKey={(r) => `${r.period_start}-${r.carga.id ?? "none"}-${r.unit}`}
        cells={(r) => [
          periodWords(r.period_start, shown),
          r.carga.name,
          formatQuantity(r.loaded, r.unit),
          formatQuantity(r.discharged, r.unit),
          r.calls,
        ]}
        scroll={{ minWidth: 520, mah: TABLE_HEIGHT }}
      />
      {units.length > 1 && (
        <Text size="sm" c="dimmed" mt="xs">
          {`Quantities in ${units.map((u) => UNIT_NAMES[u] ?? u).join(" and ")}` +
            `: each commodity has one line per unit.`}
        </Text>
      )}
    </StatsSection>
  );
}
