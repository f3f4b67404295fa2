import { Alert, Card, ColorSwatch, Group, Loader, Table, Text, Title } from "@mantine/core";
import { lazy, Suspense, useMemo } from "react";
import { useSearchParams } from "wouter";
import { DateInput } from "@/shared/inputs/date-input";
import { CallOriginsNote } from "./call-origins";
import { downloadBerthOccupancy, useBerthOccupancy } from "./api/get-berth-occupancy";
import { countsApiQuery } from "./counts-url";
import { berthLabel, legendEntries, timeWords } from "./occupancy-timeline";
import { occupancyFromSearch, searchWithOccupancy, type OccupancyChoices } from "./occupancy-url";
import { PortCommFilters } from "./port-comm-filters";
import { loadFailure } from "./load-failure";
import { useXlsxDownload } from "./xlsx-download";

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
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  const choices = useMemo(() => occupancyFromSearch(new URLSearchParams(query)), [query]);
  // Replacing the entry: Back leaves the page instead of undoing choices one by one.
  const choose = (change: Partial<OccupancyChoices>) =>
    setSearch(searchWithOccupancy(new URLSearchParams(query), { ...choices, ...change }), { replace: true });
  const occupancy = useBerthOccupancy(countsApiQuery(choices));
  const xlsx = useXlsxDownload(
    () => downloadBerthOccupancy(countsApiQuery(choices)),
    `berth-occupancy-${choices.from}-${choices.to}.xlsx`,
  );
  const groups = useMemo(() => occupancy.data?.groups ?? [], [occupancy.data]);
  const calls = useMemo(() => groups.flatMap((g) => g.calls.map((call) => ({ berth: berthLabel(g), call }))), [groups]);
  const legend = useMemo(() => legendEntries(groups), [groups]);

  return (
    <Card withBorder component="section" aria-labelledby="stats-berth-occupancy">
      <Title order={3} size="h4" id="stats-berth-occupancy" mb="xs">
        Berth occupancy
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Each call at its berth from the moment it was set to Loading or Discharging until it was set to Sailed (or
        removed), from the line-up history; days and times in each port's own time zone.
      </Text>
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <DateInput label="From" name="occ_from" value={choices.from} onChange={(from) => from && choose({ from })} />
        <DateInput label="To" name="occ_to" value={choices.to} onChange={(to) => to && choose({ to })} />
        <PortCommFilters port={choices.port} comm={choices.comm} onChange={choose} />
        {xlsx.button(!calls.length || occupancy.isError)}
        {occupancy.isFetching && <Loader size="sm" aria-label="Loading berth occupancy" />}
      </Group>
      {xlsx.alert}
      {occupancy.isError && <Alert color="red">{loadFailure(occupancy.error, "The berth occupancy")}</Alert>}
      {!occupancy.isError && occupancy.data && !calls.length && (
        <Text c="dimmed">
          No call was at a berth on these days
          {choices.port.length || choices.comm.length ? " for the chosen ports and commodities" : ""}.
        </Text>
      )}
      {!occupancy.isError && calls.length > 0 && (
        <>
          <Group
            gap="md"
            mb="xs"
            component="ul"
            aria-label="Colours of the commodities"
            style={{ listStyle: "none", padding: 0, margin: 0 }}
          >
            {legend.map((l) => (
              <Group key={l.name} gap={6} component="li">
                <ColorSwatch color={l.color} size={12} aria-hidden />
                <Text size="sm">{l.name}</Text>
              </Group>
            ))}
          </Group>
          {calls.length > MAX_DRAWN ? (
            <Text size="sm" c="dimmed">
              {calls.length.toLocaleString("en-US")} calls are too many to draw; choose fewer days, ports or commodities
              to see the timeline.
            </Text>
          ) : (
            <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
              <BerthOccupancyChart groups={groups} from={choices.from} to={choices.to} />
            </Suspense>
          )}
          <Table.ScrollContainer minWidth={560} mah={360} mt="md">
            <Table striped stickyHeader aria-label="Calls at each berth">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Berth</Table.Th>
                  <Table.Th>Vessel</Table.Th>
                  <Table.Th>Commodity</Table.Th>
                  <Table.Th>Berthed (port time)</Table.Th>
                  <Table.Th>Sailed (port time)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {calls.slice(0, MAX_LISTED).map(({ berth, call }) => (
                  <Table.Tr key={call.lineup_id}>
                    <Table.Td>{berth}</Table.Td>
                    <Table.Td>{call.vessel ?? "No vessel given"}</Table.Td>
                    <Table.Td>{call.commodity?.name ?? "No commodity given"}</Table.Td>
                    <Table.Td>
                      {timeWords(call.start)}
                      {call.clipped_start && " (before the period)"}
                      {call.from_dates && " (from its dates)"}
                    </Table.Td>
                    <Table.Td>
                      {call.end ? timeWords(call.end) : "still at berth"}
                      {call.end && call.clipped_end && " (after the period)"}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {calls.length > MAX_LISTED && (
            <Text size="sm" c="dimmed" mt="xs">
              The first {MAX_LISTED} of {calls.length.toLocaleString("en-US")} calls are listed; the spreadsheet has
              them all.
            </Text>
          )}
        </>
      )}
      {!occupancy.isError && calls.length > 0 && <CallOriginsNote origins={occupancy.data?.origins} />}
    </Card>
  );
}
