import { Box, Group, Paper, Text, Title } from "@mantine/core";
import dayjs from "dayjs";
import { useRef } from "react";
import { ConnectionBadge } from "@/shared/live/connection-badge";
import { PresenceAvatars } from "@/shared/live/presence-avatars";
import type { NamedOption } from "./api/get-board-options";
import type { BoardFilters, BoardTerminal } from "./api/types";
import type { BoardLookups } from "./columns";
import { ExportActions } from "./export-actions";
import { TerminalGrid, type TerminalGridHandle } from "./terminal-grid";
import { useLiveTerminal } from "./use-live-terminal";

interface TerminalSectionProps {
  terminal: BoardTerminal;
  cargoTypeId: number;
  fertilizer: boolean;
  client: boolean;
  agencyName: string;
  lookups: BoardLookups;
  berths: NamedOption[];
  /** The board's filters, for the export. */
  filters: BoardFilters;
  /** Whether the user may export (not clients). */
  canExport: boolean;
  /** Opens a row in the line-up form over the board. */
  onEditInModal?: (id: number) => void;
}

const fact = (label: string, value: string | number | null, unit = "") => (
  <Text size="sm" key={label}>
    <Text span c="dimmed" size="sm">{`${label}: `}</Text>
    {value === null || value === "" ? "-" : `${value}${unit}`}
  </Text>
);

/**
 * A terminal: its header facts, highlighted remark, last update and line-up
 * table, live: others' saves arrive in place, the badge says whether the data
 * is live, and the avatars show who else is editing.
 */
export function TerminalSection({ terminal, cargoTypeId, fertilizer, client, agencyName, lookups, berths, filters, canExport, onEditInModal }: TerminalSectionProps) {
  const gridRef = useRef<TerminalGridHandle>(null);
  const room = useLiveTerminal(terminal.id, cargoTypeId, terminal.editable && !client, gridRef);
  const stale = room.status === "offline" || room.status === "reconnecting";
  const describeCell = ({ rowId, field }: { rowId: number; field: string }) => {
    const vessel = gridRef.current?.shownRows().get(rowId)?.navio?.name;
    return `${vessel ?? `row ${rowId}`}, ${field.replace(/_id$|_porto$/, "").toUpperCase()}`;
  };
  return (
    <Paper withBorder p="sm" component="section" aria-label={`Terminal ${terminal.name}`}>
      <Group justify="space-between" align="baseline" mb={6}>
        <Group gap="sm">
          <Title order={4}>{terminal.name}</Title>
          <ConnectionBadge status={room.status} offlineSince={room.offlineSince} />
          <PresenceAvatars peers={room.peers} describeCell={describeCell} />
        </Group>
        <Group gap="sm">
          {terminal.atualizado_data && (
            <Text size="xs" c="dimmed">
              {`Last update: ${dayjs(terminal.atualizado_data).format("DD/MM/YYYY HH:mm")}${terminal.atualizador ? ` by ${terminal.atualizador}` : ""}`}
            </Text>
          )}
          {canExport && (
            <ExportActions
              filters={filters}
              scope={{ type: "terminal", terminalId: terminal.id, terminalName: terminal.name }}
              label="Export"
              canImport={terminal.editable && !client}
            />
          )}
        </Group>
      </Group>
      <Group gap="lg" mb="xs" wrap="wrap">
        {fact("Av. Waiting Time", terminal.av_waiting_time, " days")}
        {fact("A.V W/D", terminal.av_dw_bw)}
        {fact(fertilizer ? "Discharging rate" : "Loading rate", terminal.rate)}
        {fact("Max Draft", terminal.max_draft, " m")}
        {fact("Air Draft", terminal.draft_berth, " m")}
        {fact("Loa", terminal.loa, " m")}
      </Group>
      {terminal.remark && (
        <Box className="lineup-remark" p="xs" mb="xs">
          <Text size="sm" fw={600}>
            {terminal.remark}
          </Text>
        </Box>
      )}
      <Box className={stale ? "lineup-stale" : undefined} data-stale={stale || undefined}>
        <TerminalGrid
          ref={gridRef}
          terminal={terminal}
          cargoTypeId={cargoTypeId}
          fertilizer={fertilizer}
          client={client}
          agencyName={agencyName}
          lookups={lookups}
          berths={berths}
          peers={room.peers}
          onFocusCell={room.setEditing}
          onEditInModal={onEditInModal}
        />
      </Box>
    </Paper>
  );
}
