import { formatLineupDate } from "@lineup/shared";
import { Badge, Group, Paper, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import type { BoardFilters, BoardPort } from "./api/types";
import { ExportActions } from "./export-actions";
import { WeatherIcon } from "./weather-icon";


interface PortHeaderProps {
  port: BoardPort;
  /** The board's filters, for Export All Lineups. */
  filters: BoardFilters;
  /** Whether the user may export (not clients). */
  canExport: boolean;
}

/**
 * A port's head: counts of berthed, waiting and expected vessels, the weather
 * strip, waiting time by terminal and, once a port filter is chosen, Export All Lineups.
 */
export function PortHeader({ port, filters, canExport }: PortHeaderProps) {
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="start">
          <Group gap="sm">
            <Title order={3}>{port.name}</Title>
            {canExport && filters.porto_id.length > 0 && <ExportActions filters={filters} scope={{ type: "porto" }} label="Export All Lineups" />}
          </Group>
          <Group gap="xs" aria-label={`${port.name} counts`}>
            <Badge size="lg" color="blue" variant="light">{`BERTHED ${port.counts.berthed}`}</Badge>
            <Badge size="lg" color="gray" variant="light">{`WAITING AT ANCHORAGE ${port.counts.waiting}`}</Badge>
            <Badge size="lg" color="dark" variant="light">{`EXPECTED TO CALL ${port.counts.expected}`}</Badge>
          </Group>
        </Group>
        <Group align="start" gap="xl" wrap="wrap">
          {port.espera.length > 0 && (
            <Table withTableBorder withColumnBorders w="auto" fz="sm" aria-label={`${port.name} waiting time`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Terminal</Table.Th>
                  <Table.Th>Waiting time (days)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {port.espera.map((e) => (
                  <Table.Tr key={e.terminal_id}>
                    <Table.Td>{e.name}</Table.Td>
                    <Table.Td>{e.av_waiting_time ?? "-"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {port.weathersAtuais.length > 0 && (
            <Group gap="sm" aria-label={`${port.name} weather`}>
              {port.weathersAtuais.map((w) => (
                <Tooltip key={w.date} label={w.icon}>
                  <Stack gap={0} align="center">
                    <Text size="xs" c="dimmed">
                      {formatLineupDate(w.date)}
                    </Text>
                    <WeatherIcon icon={w.icon} />
                  </Stack>
                </Tooltip>
              ))}
            </Group>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
