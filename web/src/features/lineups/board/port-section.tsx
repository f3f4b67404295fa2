import { formatLineupDate } from "@lineup/shared";
import { Badge, Group, Paper, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import dayjs from "dayjs";
import { FreshnessMark, MarkUpdatedButton } from "@/shared/freshness/freshness-mark";
import { latestMark } from "@/shared/freshness/freshness";
import { useState } from "react";
import { markPortUpdated } from "./api/mark-updated";
import type { BoardFilters, BoardPort } from "./api/types";
import { ExportActions } from "./transfer/export-actions";
import { WeatherIcon } from "./weather-icon";

interface PortHeaderProps {
  port: BoardPort;
  /** The board's filters, for Export All Lineups. */
  filters: BoardFilters;
  /** Whether the user may export (not clients). */
  canExport: boolean;
  /** The comm type on the board, and its name (the port's mark is of this comm type). */
  cargoType: { id: number; name: string };
  /** Whether the user may mark the port's line-up updated (staff of the port, not clients). */
  canMark: boolean;
  /** A past board's instant: Export All Lineups exports the rows as they stood then. */
  asOf?: string | null;
}

/**
 * A port's head: counts of berthed, waiting and expected vessels, the weather
 * strip, waiting time by terminal, when its line-up of the board's comm type was last
 * marked updated (and the button to mark it), and, once a port filter is chosen, Export All Lineups.
 */
export function PortHeader({ port, filters, canExport, cargoType, canMark, asOf = null }: PortHeaderProps) {
  // This user's own mark shows at once, whatever the live room's pace.
  const [mine, setMine] = useState<{ data: string; user: string | null; typeId: number } | null>(null);
  const mark = latestMark([
    ...(port.carga_atualizada ? [port.carga_atualizada] : []),
    ...(mine && mine.typeId === cargoType.id ? [mine] : []),
  ]);
  const subject = `port ${port.name}, ${cargoType.name}`;
  return (
    <Paper withBorder px="sm" py={6}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={3} size="h4">
            {port.name}
          </Title>
          <Group gap={6} aria-label={`${port.name} counts`}>
            <Badge size="sm" color="blue" variant="light">{`BERTHED ${port.counts.berthed}`}</Badge>
            <Badge size="sm" color="gray" variant="light">{`WAITING AT ANCHORAGE ${port.counts.waiting}`}</Badge>
            <Badge size="sm" color="dark" variant="light">{`EXPECTED TO CALL ${port.counts.expected}`}</Badge>
          </Group>
          <Group
            gap="xs"
            align="center"
            wrap="wrap"
            role="group"
            aria-label={`${port.name} ${cargoType.name} line-up freshness`}
          >
            <FreshnessMark
              stamp={mark?.data}
              by={mark?.user}
              subject={`${port.name}, ${cargoType.name}`}
              asOf={asOf}
              timeZone={port.time_zone}
            />
            {canMark && (
              <MarkUpdatedButton
                subject={subject}
                onMark={async () => {
                  const res = await markPortUpdated(port.id, cargoType.id);
                  setMine({ ...res.carga_atualizada, typeId: cargoType.id });
                  return res;
                }}
              />
            )}
          </Group>
        </Group>
        {/* On a phone the cards come first: the waiting-time table and the forecast stay on larger screens. */}
        <Group align="center" gap="md" wrap="wrap" className="board-phone-hidden">
          {port.espera.length > 0 && (
            // Terminals across, one row of days: two lines high however many terminals.
            <Table
              withTableBorder
              withColumnBorders
              w="auto"
              fz="xs"
              verticalSpacing={1}
              horizontalSpacing={6}
              aria-label={`${port.name} waiting time`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Terminal</Table.Th>
                  {port.espera.map((e) => (
                    <Table.Th key={e.terminal_id} scope="col">
                      {e.name}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">Waiting time (days)</Table.Th>
                  {port.espera.map((e) => (
                    <Table.Td key={e.terminal_id}>{e.av_waiting_time ?? "-"}</Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          )}
          {port.weathersAtuais.length > 0 && (
            <Group gap="xs" aria-label={`${port.name} weather`}>
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
              {port.weather_updated_at && (
                <Text size="xs" c="dimmed">{`as of ${dayjs(port.weather_updated_at).format("DD/MM HH:mm")}`}</Text>
              )}
            </Group>
          )}
          {canExport && filters.porto_id.length > 0 && (
            <ExportActions filters={filters} scope={{ type: "porto" }} label="Export All Lineups" asOf={asOf} />
          )}
        </Group>
      </Group>
    </Paper>
  );
}
