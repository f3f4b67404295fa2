import type { DistributionRun } from "@lineup/shared/wire/distribution";
import { Alert, Box, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useId } from "react";
import { dayWords, runCounts, wallTime } from "./format";

/** One address's outcome in a run. */
function DeliveriesTable({ run, when }: { run: DistributionRun; when: string }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={`Deliveries of ${when}`} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Address</Table.Th>
            <Table.Th>Delivered</Table.Th>
            <Table.Th>Detail</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {run.deliveries.map((delivery) => (
            <Table.Tr key={delivery.address}>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{delivery.address}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} c={delivery.delivered ? "green.9" : "red.9"}>
                  {delivery.delivered ? "Delivered" : "Not delivered"}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{delivery.detail ?? ""}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A run: when (on the port's clock), how it started, its counts, its note and its deliveries. */
function RunCard({ run, zone }: { run: DistributionRun; zone: string }) {
  const when = wallTime(run.started_at, zone);
  return (
    <Card withBorder component="article" aria-label={`Run of ${when}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>
            {when} <Text span c="dimmed" size="sm">{`(${zone})`}</Text>
          </Text>
          <Text size="sm">{run.scheduled ? `Scheduled, for ${dayWords(run.local_day)}` : "Sent by hand"}</Text>
        </Group>
        <Text size="sm">{runCounts(run)}</Text>
        {run.note && (
          <Alert color="yellow" variant="light">
            {run.note}
          </Alert>
        )}
        {run.deliveries.length > 0 && <DeliveriesTable run={run} when={when} />}
      </Stack>
    </Card>
  );
}

/** The "Last runs" region of a list's page, newest first. */
export function RunsSection({ runs, zone }: { runs: readonly DistributionRun[]; zone: string }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId} mb="sm">
        Last runs
      </Title>
      {runs.length === 0 ? (
        <Text c="dimmed">Not sent yet</Text>
      ) : (
        <Stack>
          {runs.map((run) => (
            <RunCard key={run.id} run={run} zone={zone} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
