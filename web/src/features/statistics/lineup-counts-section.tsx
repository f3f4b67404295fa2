import { Alert, Card, Group, Loader, Table, Text, Title } from "@mantine/core";
import { lazy, Suspense, useMemo } from "react";
import { useSearchParams } from "wouter";
import { DateInput } from "@/shared/inputs/date-input";
import { downloadLineupCounts, useLineupCounts } from "./api/get-lineup-counts";
import { CallOriginsNote } from "./call-origins";
import { countsApiQuery, countsFromSearch, dayWords, searchWithCounts, type CountsChoices } from "./counts-url";
import { PortCommFilters } from "./port-comm-filters";
import { loadFailure } from "./load-failure";
import { useXlsxDownload } from "./xlsx-download";

// AG Charts is downloaded when the chart first shows, after the table (the same chunk as the waiting-times chart's).
const LineupCountsChart = lazy(() => import("./lineup-counts-chart"));

/**
 * Line-up counts over time from the status history: per day, the calls that
 * were berthed, waiting and expected at its end, as a table and a stacked
 * chart; the period and filters in the page address. The server limits the
 * calls to what the user may see.
 */
export function LineupCountsSection() {
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  const choices = useMemo(() => countsFromSearch(new URLSearchParams(query)), [query]);
  // Replacing the entry: Back leaves the page instead of undoing choices one by one.
  const choose = (change: Partial<CountsChoices>) =>
    setSearch(searchWithCounts(new URLSearchParams(query), { ...choices, ...change }), { replace: true });
  const counts = useLineupCounts(countsApiQuery(choices));
  const xlsx = useXlsxDownload(
    () => downloadLineupCounts(countsApiQuery(choices)),
    `lineup-counts-${choices.from}-${choices.to}.xlsx`,
  );
  const rows = counts.data?.days ?? [];
  const anyCall = rows.some((r) => r.berthed || r.waiting || r.expected);

  return (
    <Card withBorder component="section" aria-labelledby="stats-lineup-counts">
      <Title order={3} size="h4" id="stats-lineup-counts" mb="xs">
        Line-up counts
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Calls berthed (Loading or Discharging), waiting and expected at the end of each day (each port's local day),
        from the line-up history.
      </Text>
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <DateInput label="From" name="counts_from" value={choices.from} onChange={(from) => from && choose({ from })} />
        <DateInput label="To" name="counts_to" value={choices.to} onChange={(to) => to && choose({ to })} />
        <PortCommFilters port={choices.port} comm={choices.comm} onChange={choose} />
        {xlsx.button(!rows.length || counts.isError)}
        {counts.isFetching && <Loader size="sm" aria-label="Loading line-up counts" />}
      </Group>
      {xlsx.alert}
      {counts.isError && <Alert color="red">{loadFailure(counts.error, "The line-up counts")}</Alert>}
      {!counts.isError && counts.data && !anyCall && (
        <Text c="dimmed">
          No call was berthed, waiting or expected on these days
          {choices.port.length || choices.comm.length ? " for the chosen ports and commodities" : ""}.
        </Text>
      )}
      {!counts.isError && anyCall && (
        <>
          <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
            <LineupCountsChart rows={rows} />
          </Suspense>
          <Table.ScrollContainer minWidth={360} mah={360} mt="md">
            <Table striped stickyHeader aria-label="Line-up counts per day">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Day</Table.Th>
                  <Table.Th ta="right">Berthed</Table.Th>
                  <Table.Th ta="right">Waiting</Table.Th>
                  <Table.Th ta="right">Expected</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.day}>
                    <Table.Td>{dayWords(r.day)}</Table.Td>
                    <Table.Td ta="right">{r.berthed}</Table.Td>
                    <Table.Td ta="right">{r.waiting}</Table.Td>
                    <Table.Td ta="right">{r.expected}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {!counts.isError && anyCall && <CallOriginsNote origins={counts.data?.origins} />}
    </Card>
  );
}
