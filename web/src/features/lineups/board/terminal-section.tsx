import { Box, Group, Paper, Text, Title } from "@mantine/core";
import { useContext, useRef, useState } from "react";
import { latestMark } from "@/shared/freshness/freshness";
import { FreshnessMark, MarkUpdatedButton } from "@/shared/freshness/freshness-mark";
import { ConnectionBadge } from "@/shared/live/connection-badge";
import { PresenceAvatars } from "@/shared/live/presence-avatars";
import { WatchSlotsContext } from "@/shared/watch-slots";
import { AddedSince } from "./live/added-since";
import { markTerminalUpdated } from "./api/mark-updated";
import type { BoardFilters, LineupRow } from "./api/types";
import { ExportActions } from "./transfer/export-actions";
import { TerminalGrid, type TerminalGridProps } from "./grid/terminal-grid";
import type { TerminalGridHandle } from "./grid/use-grid-handle";
import type { LiveBoardSink } from "./live/use-live-board";
import { useLiveTerminal } from "./live/use-live-terminal";
import { usePortDay } from "./use-port-day";

/** What the section hands on to its table as it is. */
type GridProps = Pick<
  TerminalGridProps,
  | "terminal"
  | "cargoTypeId"
  | "fertilizer"
  | "client"
  | "agencyName"
  | "lookups"
  | "berths"
  | "comms"
  | "onEditInModal"
  | "changedSince"
>;

interface TerminalSectionProps extends GridProps {
  /** Its port's time zone: "Not updated today" and a due Expected call follow the port's day. */
  timeZone: string;
  /** The board's filters, for the export. */
  filters: BoardFilters;
  /** Whether the user may export (not clients). */
  canExport: boolean;
  /** Where the terminal's live room reports its rows and header to the board. */
  live: LiveBoardSink;
  /** A past board (`as_of`): read-only, no live room; its export holds the rows as they stood at `asOf`. */
  past?: boolean;
  asOf?: string | null;
  /** The compare mode of a past board: the rows on the live board now that this terminal did not have then. */
  addedSince?: readonly LineupRow[];
}

const fact = (label: string, value: string | number | null, unit = "", className = "board-phone-hidden") => (
  <Text size="sm" key={label} className={className}>
    <Text span c="dimmed" size="sm">{`${label}: `}</Text>
    {value === null || value === "" ? "-" : `${value}${unit}`}
  </Text>
);

/**
 * A terminal: its header facts, highlighted remark, last update and line-up
 * table, live: others' saves arrive in place (rows, header, waiting time), the
 * badge says whether the data is live, and the avatars show who else is editing.
 */
export function TerminalSection({
  timeZone,
  filters,
  canExport,
  live,
  past = false,
  asOf = null,
  addedSince,
  ...grid
}: TerminalSectionProps) {
  const { terminal, client, fertilizer, lookups } = grid;
  const gridRef = useRef<TerminalGridHandle>(null);
  const day = usePortDay(timeZone, asOf);
  const { TerminalWatch } = useContext(WatchSlotsContext);
  const room = useLiveTerminal(terminal.id, terminal.editable && !client, gridRef, {
    filters,
    client,
    live,
    off: past,
  });
  const stale = room.status === "offline" || room.status === "reconnecting";
  // This user's own mark shows at once, whatever the live room's pace.
  const [mine, setMine] = useState<{ data: string; user: string | null } | null>(null);
  const mark = latestMark([
    ...(terminal.atualizado_data ? [{ data: terminal.atualizado_data, user: terminal.atualizador }] : []),
    ...(mine ? [mine] : []),
  ]);
  const canMark = terminal.editable && !client;
  const describeCell = ({ rowId, field }: { rowId: number; field: string }) => {
    const vessel = gridRef.current?.shownRows().get(rowId)?.navio?.name;
    // The column as its header says it (QTTY, Disport), else the field's name.
    const column = gridRef.current?.columnName(field) ?? field.replace(/_id$|_porto$/, "").toUpperCase();
    return `${vessel ?? `row ${rowId}`}, ${column}`;
  };
  return (
    <Paper withBorder px="sm" py={6} component="section" aria-label={`Terminal ${terminal.name}`}>
      {/* On a narrow screen the buttons take a line of their own rather than push past the edge; the last mark wraps
          with the facts. */}
      <Group justify="space-between" align="start" gap="xs" mb={4} wrap="wrap">
        <Group gap="sm" align="center" style={{ flex: 1, minWidth: 0, rowGap: 0 }}>
          <Title order={4}>{terminal.name}</Title>
          {!past && <ConnectionBadge status={room.status} offlineSince={room.offlineSince} />}
          {!past && <PresenceAvatars peers={room.peers} describeCell={describeCell} />}
          <Group gap="xs" align="center" wrap="wrap" style={{ rowGap: 0 }}>
            <FreshnessMark
              stamp={mark?.data}
              by={mark?.user}
              subject={`Terminal ${terminal.name}`}
              asOf={asOf}
              timeZone={timeZone}
            />
            {canMark && (
              <MarkUpdatedButton
                subject={`terminal ${terminal.name}`}
                onMark={async () => {
                  const res = await markTerminalUpdated(terminal.id);
                  setMine({ data: res.atualizado_data, user: res.atualizador });
                  return res;
                }}
              />
            )}
          </Group>
          {/* On a phone only the waiting time (the others are board-phone-hidden): the cards come first. */}
          <Group gap="md" wrap="wrap" style={{ rowGap: 0 }}>
            {fact("Av. Waiting Time", terminal.av_waiting_time, " days", "")}
            {fact("A.V W/D", terminal.av_dw_bw)}
            {fact(fertilizer ? "Discharging rate" : "Loading rate", terminal.rate)}
            {fact("Max Draft", terminal.max_draft, " m")}
            {fact("Air Draft", terminal.draft_berth, " m")}
            {fact("Loa", terminal.loa, " m")}
          </Group>
        </Group>
        <Group gap="sm" wrap="wrap" style={{ maxWidth: "100%" }}>
          {TerminalWatch && !past && <TerminalWatch terminalId={terminal.id} name={terminal.name} />}
          {canExport && (
            <ExportActions
              filters={filters}
              scope={{ type: "terminal", terminalId: terminal.id, terminalName: terminal.name }}
              label="Export"
              canImport={terminal.editable && !client && !past}
              asOf={asOf}
            />
          )}
        </Group>
      </Group>
      {terminal.remark && (
        <Box className="lineup-remark" px="xs" py={2} mb={4}>
          <Text size="sm" fw={600}>
            {terminal.remark}
          </Text>
        </Box>
      )}
      {addedSince && <AddedSince rows={addedSince} lookups={lookups} where={`Terminal ${terminal.name}`} />}
      <Box className={stale && !past ? "lineup-stale" : undefined} data-stale={(stale && !past) || undefined}>
        <TerminalGrid ref={gridRef} {...grid} day={day} peers={room.peers} onFocusCell={room.setEditing} />
      </Box>
    </Paper>
  );
}
