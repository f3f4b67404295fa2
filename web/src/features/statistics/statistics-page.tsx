import { Alert, Card, Group, Loader, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useSnapshot } from "valtio";
import { currentUser, session } from "@/state/session";
import { usePortCounts } from "@/shared/api/get-port-counts";
import { useCargoTypes, useWaitingTimes } from "./api/get-statistics";
import { BerthOccupancySection } from "./berth-occupancy-section";
import { LineupCountsSection } from "./lineup-counts-section";
import { VolumesSection } from "./volumes-section";
import { WaitingTimesSection } from "./waiting-times-section";
import { NumbersTable, PendingTable } from "./numbers-table";
import "./statistics.css";

const COUNT_HEADERS = ["Port", "Berthed", "Waiting at anchorage", "Expected to call"];

const days = (n: number | null) =>
  n === null ? "—" : `${n.toLocaleString("pt-BR", { maximumFractionDigits: 1 })} ${n === 1 ? "day" : "days"}`;

/**
 * /statistics: per port the berthed / waiting / expected counts, the waiting times of the calls of a period, the
 * line-up counts per day, and each terminal's average waiting time on the current line-ups.
 */
export function StatisticsPage() {
  const counts = usePortCounts();
  // While the counts load, a row is kept for each of the person's ports.
  const user = currentUser(useSnapshot(session));
  const types = useCargoTypes();
  const [picked, setPicked] = useState<string | null>(null);
  const typeId = picked ?? (types.data?.[0] ? String(types.data[0].id) : null);
  const waiting = useWaitingTimes(typeId === null ? null : Number(typeId));

  return (
    <Stack className="statistics-page">
      <Title order={2}>Statistics</Title>
      <Card withBorder component="section" aria-labelledby="stats-counts">
        <Group gap="sm" mb="sm">
          <Title order={3} size="h4" id="stats-counts">
            Line-ups by port
          </Title>
          {counts.isPending && <Loader size="xs" aria-label="Loading counts" />}
        </Group>
        {counts.isPending && <PendingTable headers={COUNT_HEADERS} rows={Math.max(1, user?.portos.length ?? 0)} />}
        {counts.isError && <Alert color="red">The counts could not be loaded.</Alert>}
        {counts.data?.length === 0 && <Text c="dimmed">No port is linked to your profile yet.</Text>}
        {counts.data && counts.data.length > 0 && (
          <NumbersTable
            label="Line-ups by port"
            headers={COUNT_HEADERS}
            numeric={3}
            items={counts.data}
            rowKey={(c) => c.porto.id}
            cells={(c) => [c.porto.name, c.berthed, c.waiting, c.expected]}
          />
        )}
      </Card>
      <WaitingTimesSection />
      <LineupCountsSection />
      <BerthOccupancySection />
      <VolumesSection />
      <Card withBorder component="section" aria-labelledby="stats-waiting">
        <Title order={3} size="h4" id="stats-waiting" mb="xs">
          Average waiting time by terminal, current line-ups
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          From ETA to ETB, over the current line-ups (Sailed left out) of one cargo type.
        </Text>
        {/* The loader beside the choice, as in the sections above: the table under it does not move down. */}
        <Group align="flex-end" gap="sm" mb="sm">
          <Select
            label="Cargo type"
            data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            value={typeId}
            onChange={setPicked}
            allowDeselect={false}
            w={320}
          />
          {waiting.isFetching && <Loader size="sm" aria-label="Loading waiting times" />}
        </Group>
        {waiting.isError && <Alert color="red">The waiting times could not be loaded.</Alert>}
        {waiting.data?.length === 0 && <Text c="dimmed">No line-ups of this cargo type.</Text>}
        {waiting.data && waiting.data.length > 0 && (
          <NumbersTable
            label="Average waiting time by terminal"
            headers={["Port", "Terminal", "Average waiting"]}
            numeric={1}
            items={waiting.data.flatMap(({ port, terminals }) => terminals.map((t) => ({ port, t })))}
            rowKey={({ t }) => t.terminal_id}
            cells={({ port, t }) => [port.name, t.name, days(t.av_waiting_time)]}
          />
        )}
      </Card>
    </Stack>
  );
}
