import { Alert, Card, Group, Input, Loader, SegmentedControl, Table, Text, Title } from "@mantine/core";
import { formatQuantity, isOneOf } from "@lineup/shared";
import { lazy, Suspense, useMemo } from "react";
import { useSearchParams } from "wouter";
import { DateInput } from "@/shared/inputs/date-input";
import { CallOriginsNote, originsOf } from "./call-origins";
import { downloadVolumes, useVolumes } from "./api/get-volumes";
import { PortCommFilters } from "./port-comm-filters";
import {
  periodWords,
  searchWithVolumes,
  UNIT_NAMES,
  volumesApiQuery,
  volumesFromSearch,
  INTERVALS,
  type VolumeChoices,
} from "./volumes-url";
import { loadFailure } from "./load-failure";
import { useXlsxDownload } from "./xlsx-download";

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
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  const choices = useMemo(() => volumesFromSearch(new URLSearchParams(query)), [query]);
  // Replacing the entry: Back leaves the page instead of undoing choices one by one.
  const choose = (change: Partial<VolumeChoices>) =>
    setSearch(searchWithVolumes(new URLSearchParams(query), { ...choices, ...change }), { replace: true });
  const volumes = useVolumes(volumesApiQuery(choices));
  const xlsx = useXlsxDownload(
    () => downloadVolumes(volumesApiQuery(choices)),
    `volumes-${choices.interval}-${choices.from}-${choices.to}.xlsx`,
  );
  const rows = volumes.data?.data ?? [];
  // The interval the numbers on screen were counted by (the previous ones stay while new ones load).
  const shown = volumes.data?.interval ?? choices.interval;
  const units = [...new Set(rows.map((r) => r.unit))];

  return (
    <Card withBorder component="section" aria-labelledby="stats-volumes">
      <Title order={3} size="h4" id="stats-volumes" mb="xs">
        Volumes by commodity
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Cargo of the calls that sailed in each week (from Monday) or month, in each port's local time: loaded or
        discharged by the call's last berthing status, split lines under their own commodity. Tonnes and cubic metres
        are shown apart.
      </Text>
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <DateInput label="From" name="vol_from" value={choices.from} onChange={(from) => from && choose({ from })} />
        <DateInput label="To" name="vol_to" value={choices.to} onChange={(to) => to && choose({ to })} />
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
        <PortCommFilters port={choices.port} comm={choices.comm} onChange={choose} />
        {xlsx.button(!rows.length || volumes.isError)}
        {volumes.isFetching && <Loader size="sm" aria-label="Loading volumes" />}
      </Group>
      {xlsx.alert}
      {volumes.isError && <Alert color="red">{loadFailure(volumes.error, "The volumes")}</Alert>}
      {!volumes.isError && volumes.data && !rows.length && (
        <Text c="dimmed">
          No call sailed in this period after loading or discharging
          {choices.port.length || choices.comm.length ? " for the chosen ports and commodities" : ""}.
        </Text>
      )}
      {!volumes.isError && volumes.data && rows.length > 0 && (
        <>
          <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
            {units.map((unit) => (
              <VolumesChart
                key={unit}
                periods={volumes.data.periods}
                rows={rows.filter((r) => r.unit === unit)}
                unit={unit}
                interval={shown}
              />
            ))}
          </Suspense>
          <Table.ScrollContainer minWidth={520} mah={400} mt="md">
            <Table striped stickyHeader aria-label="Volumes by commodity">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{shown === "week" ? "Week" : "Month"}</Table.Th>
                  <Table.Th>Commodity</Table.Th>
                  <Table.Th ta="right">Loaded</Table.Th>
                  <Table.Th ta="right">Discharged</Table.Th>
                  <Table.Th ta="right">Calls</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={`${r.period_start}-${r.carga.id ?? "none"}-${r.unit}`}>
                    <Table.Td>{periodWords(r.period_start, shown)}</Table.Td>
                    <Table.Td>{r.carga.name}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(r.loaded, r.unit)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(r.discharged, r.unit)}</Table.Td>
                    <Table.Td ta="right">{r.calls}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {units.length > 1 && (
            <Text size="sm" c="dimmed" mt="xs">
              {`Quantities in ${units.map((u) => UNIT_NAMES[u] ?? u).join(" and ")}` +
                `: each commodity has one line per unit.`}
            </Text>
          )}
        </>
      )}
      {!volumes.isError && rows.length > 0 && volumes.data && <CallOriginsNote origins={originsOf(volumes.data)} />}
    </Card>
  );
}
