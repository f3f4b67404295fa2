import { isOneOf } from "@lineup/shared";
import { Alert, Card, Group, Loader, Select, Table, Text, Title } from "@mantine/core";
import { lazy, Suspense, useMemo } from "react";
import { useSearchParams } from "wouter";
import { DateInput } from "@/shared/inputs/date-input";
import { CallOriginsNote } from "./call-origins";
import { downloadWaitingTimes, useWaitingTimeStudy } from "./api/get-waiting-times";
import { PortCommFilters } from "./port-comm-filters";
import { loadFailure } from "./load-failure";
import { useXlsxDownload } from "./xlsx-download";

const isGroup = isOneOf(GROUPS);
import {
  apiQuery,
  choicesFromSearch,
  formatDays,
  GROUP_LABELS,
  GROUPS,
  searchFromChoices,
  type WaitingChoices,
} from "./waiting-url";

// AG Charts is downloaded when the chart first shows, after the table.
const WaitingTimesChart = lazy(() => import("./waiting-times-chart"));

/**
 * Waiting times from the line-up history: for the calls that berthed in the
 * period, the time from their first Waiting to their first Loading or
 * Discharging, per terminal, commodity, charterer or port; every choice in the
 * page address. The server limits the calls to what the user may see.
 */
export function WaitingTimesSection() {
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  const choices = useMemo(() => choicesFromSearch(new URLSearchParams(query)), [query]);
  // Replacing the entry: Back leaves the page instead of undoing choices one by one.
  // Other sections' choices (the line-up counts') stay in the address.
  const choose = (change: Partial<WaitingChoices>) => {
    const next = new URLSearchParams(query);
    for (const key of ["from", "to", "group", "port", "comm"]) next.delete(key);
    for (const [key, value] of searchFromChoices({ ...choices, ...change })) next.append(key, value);
    setSearch(next, { replace: true });
  };
  const study = useWaitingTimeStudy(apiQuery(choices));
  const xlsx = useXlsxDownload(
    () => downloadWaitingTimes(apiQuery(choices)),
    `waiting-times-${choices.from}-${choices.to}.xlsx`,
  );
  const groupLabel = GROUP_LABELS[choices.group];
  const rows = study.data?.groups ?? [];

  return (
    <Card withBorder component="section" aria-labelledby="stats-waiting-times">
      <Title order={3} size="h4" id="stats-waiting-times" mb="xs">
        Waiting times
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Calls that berthed in the period, from the moment they were set to Waiting to the moment they were set to
        Loading or Discharging.
      </Text>
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <DateInput label="From" name="from" value={choices.from} onChange={(from) => from && choose({ from })} />
        <DateInput label="To" name="to" value={choices.to} onChange={(to) => to && choose({ to })} />
        <Select
          label="Group by"
          data={GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
          value={choices.group}
          onChange={(group) => isGroup(group) && choose({ group })}
          allowDeselect={false}
          w={160}
        />
        <PortCommFilters port={choices.port} comm={choices.comm} onChange={choose} />
        {xlsx.button(!rows.length || study.isError)}
        {study.isFetching && <Loader size="sm" aria-label="Loading waiting times" />}
      </Group>
      {xlsx.alert}
      {study.isError && <Alert color="red">{loadFailure(study.error, "The waiting times")}</Alert>}
      {!study.isError && study.data?.groups.length === 0 && (
        <Text c="dimmed">
          No call berthed in this period after waiting at anchorage
          {choices.port.length || choices.comm.length ? " for the chosen ports and commodities" : ""}.
        </Text>
      )}
      {!study.isError && rows.length > 0 && (
        <>
          <Table striped aria-label="Waiting times" mb="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{groupLabel}</Table.Th>
                <Table.Th ta="right">Calls</Table.Th>
                <Table.Th ta="right">Mean (days)</Table.Th>
                <Table.Th ta="right">Median (days)</Table.Th>
                <Table.Th ta="right">90th percentile (days)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key ?? "none"}>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td ta="right">{r.calls}</Table.Td>
                  <Table.Td ta="right">{formatDays(r.mean_days)}</Table.Td>
                  <Table.Td ta="right">{formatDays(r.median_days)}</Table.Td>
                  <Table.Td ta="right">{formatDays(r.p90_days)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
            <WaitingTimesChart rows={rows} groupLabel={groupLabel} />
          </Suspense>
        </>
      )}
      {!study.isError && rows.length > 0 && <CallOriginsNote origins={study.data?.origins} />}
    </Card>
  );
}
